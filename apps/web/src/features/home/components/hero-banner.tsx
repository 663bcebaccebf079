import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { ChevronRightIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import { shop } from '../../../lib/shop-settings';
import { KenteArt } from './kente-art';

/** "Good things, delivered. Pay when it arrives." -> the first sentence and the rest. */
function splitTagline(tagline: string): [string, string] {
  const cut = tagline.indexOf('. ');
  return cut === -1 ? [tagline, ''] : [tagline.slice(0, cut + 1), tagline.slice(cut + 2)];
}

export function HeroBanner() {
  const [lead, rest] = splitTagline(shop.tagline);
  return (
    <section className="on-dark relative overflow-hidden rounded-3xl bg-green text-white">
      {/* soft light behind the text */}
      <div className="pointer-events-none absolute -top-24 -left-24 size-80 rounded-full bg-white/10 blur-3xl" />
      <div className="relative grid items-center md:grid-cols-[1.4fr_1fr]">
        <div className="px-6 pt-8 pb-9 sm:px-10 sm:py-12 lg:px-14 lg:py-16">
          <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">
            Akwaaba! Welcome to {shop.name}, {shop.city}
          </p>
          <h1 className="mt-3 text-[2rem] leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.25rem]">
            {lead}{' '}
            {rest && (
              <span className="mt-1 block w-fit underline decoration-gold [text-decoration-skip-ink:none] decoration-[6px] underline-offset-[6px]">
                {rest}
              </span>
            )}
          </h1>
          <p className="mt-5 max-w-md text-base text-white/90 sm:text-lg">
            Clothing, shoes, watches, home appliances and more, sent from our shop to your door.
          </p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/12 py-2 pr-4 pl-3 text-sm font-semibold ring-1 ring-white/25">
            <ShieldCheckIcon className="size-5 text-gold" />
            {shop.promise}
          </p>
          <div className="mt-7">
            <Link
              href={paths.shop()}
              className={buttonClasses('primary', 'min-h-12 px-7 text-base')}
            >
              Shop Now
              <ChevronRightIcon className="size-5" />
            </Link>
          </div>
        </div>
        <KenteArt className="hidden h-full max-h-[26rem] w-full p-6 md:block" />
      </div>
      <div className="kente-band h-3 md:hidden" />
    </section>
  );
}
