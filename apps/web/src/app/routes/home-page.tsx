import { HydratedLater } from '../../components/ui/hydrated-later';
import { PageHead } from '../../components/ui/page-head';
import { NewArrivals, TopCategories } from '../../features/catalogue';
import { HeroBanner, ShopPromises } from '../../features/home';
import { shop } from '../../lib/shop-settings';

/** `/`: hero, promises, Top Categories, New Arrivals. */
export function HomePage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:gap-14 sm:px-5 sm:py-6">
      <PageHead title={`${shop.name}: ${shop.tagline}`} />
      <div className="flex flex-col gap-4">
        <HeroBanner />
        <ShopPromises />
      </div>
      <TopCategories />
      <HydratedLater>
        <NewArrivals />
      </HydratedLater>
    </div>
  );
}
