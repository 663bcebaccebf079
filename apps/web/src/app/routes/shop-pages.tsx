import { parseShopFilters } from '@adepa/contract/shop-filters';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { ProductListing, useCategories } from '../../features/catalogue';
import { shop } from '../../lib/shop-settings';

// /shop, /products?category= and /products/search?category=&&value= are one listing with its
// filters in the address bar; only the heading and the head differ.

function ListingPage({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-3 py-5 sm:px-5 sm:py-8">
      <ListingHead title={title} />
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-5 sm:mt-6">
        <ProductListing />
      </div>
    </div>
  );
}

/** A category's listing describes the category and shows its picture in link previews. */
function ListingHead({ title }: { title: string }) {
  const { category } = useFilters();
  const known = useCategories().data?.find((c) => c.name.toLowerCase() === category?.toLowerCase());
  return (
    <PageHead
      title={pageTitle(known?.name ?? title)}
      description={
        known
          ? `Shop ${known.name.toLowerCase()} at ${shop.name}, ${shop.city}. ${shop.promise}.`
          : `Everything ${shop.name} sells, with prices in cedi. ${shop.promise}.`
      }
      image={known?.url}
    />
  );
}

function useFilters() {
  return parseShopFilters(useSearch());
}

export function ShopPage() {
  const { category } = useFilters();
  return <ListingPage title={category ?? 'Shop'} />;
}

export function ProductsPage() {
  const { category } = useFilters();
  return <ListingPage title={category ?? 'All products'} />;
}

export function SearchPage() {
  const { value, category } = useFilters();
  if (!value) return <ListingPage title={category ?? 'Search'} />;
  return (
    <ListingPage title={`Results for “${value}”`} intro={category ? `In ${category}` : undefined} />
  );
}
