import * as words from './words.ts';

// The benchmark catalogue as a few set-based statements (generate_series, insert ... select), the
// same text for PostgreSQL and PGlite. Every "random" choice is a hash of the row number, so a
// product's id (md5 of its number), its reviews and its rating can be derived from the number
// alone: the product rows carry rating and review count consistent with the review rows without
// a second pass over the table.

export interface CatalogueSize {
  products: number;
  users: number;
  orders: number;
}

/** A text[] literal of constant words (ours, so quoting the quote is all the escaping needed). */
const list = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** A stable pseudo-random number in [0, 2^32) from a row number and a salt. */
const hash = (expr: string, salt: number) =>
  `((hashint8((${expr})::bigint * 7919 + ${salt})::bigint + 2147483648))`;

const pick = (values: string[], expr: string, salt: number) =>
  `(${list(values)})[1 + (${hash(expr, salt)} % ${values.length})::int]`;

export const productId = (n: string) => `md5('bench-product-' || (${n}))::uuid`;
export const userId = (n: string) => `md5('bench-user-' || (${n}))::uuid`;
const orderId = (n: string) => `md5('bench-order-' || (${n}))::uuid`;

const username = (u: string) =>
  `${pick(words.firstNames, u, 31)} || ' ' || ${pick(words.lastNames, u, 32)}`;

/** How many reviews product `i` has (0 to 5, 2.5 on average) and the stars of its k-th. */
const reviewCount = (i: string) => `(${hash(i, 9)} % 6)::int`;
const reviewRating = (i: string, k: string) =>
  `(1 + least(4, ${hash(`(${i}) * 8 + (${k})`, 10)} % 7))::int`;

export function catalogueStatements(size: CatalogueSize): { label: string; sql: string }[] {
  const categoryCount = words.categoryNames.length;
  const flatNouns = words.nouns.flat();
  const flatBrands = words.brands.flat();
  const clothing = [0, 1, 15, 16];
  const shoes = [2];
  return [
    // The catalogue triggers (search vector and dictionary, catalogue version, counts per
    // category) are off while it loads; the same vectors, words and counts are written set-based
    // below and the version raised once at the end.
    ...catalogueTriggers('disable'),
    {
      label: 'categories',
      sql: `insert into categories (name, image_url, image_id)
        select name, '/uploads/bench/category-' || n || '.webp', 'bench/category-' || n
        from unnest(${list(words.categoryNames)}) with ordinality as c(name, n)`,
    },
    {
      label: 'users',
      sql: `insert into users (id, username, email, password_hash, created_at, updated_at)
        select ${userId('u')}, ${username('u')}, 'shopper' || u || '@bench.example',
          'not-a-password-hash', now() - interval '800 days', now() - interval '800 days'
        from generate_series(1, ${size.users}) as u`,
    },
    {
      label: 'products',
      sql: `insert into products (id, name, description, price_pesewas, discount_pesewas, stock,
          category_id, brand, sizes, colors, features, rating, num_reviews, search_vector,
          created_at, updated_at)
        select p.id, p.name, p.description, p.price, p.discount, p.stock, c.id, p.brand, p.sizes,
          p.colors, p.features, p.rating, p.num_reviews,
          setweight(to_tsvector('simple', p.name), 'A') ||
          setweight(to_tsvector('simple', p.brand), 'B') ||
          setweight(to_tsvector('simple', c.name), 'C') ||
          setweight(to_tsvector('simple', p.description), 'D'),
          p.created_at, p.created_at
        from (
          select i, ${productId('i')} as id, ci, brand,
            brand || ' ' || adjective || ' ' || colour || ' ' || noun || ' ' ||
              chr(65 + (${hash('i', 5)} % 26)::int) || (100 + ${hash('i', 6)} % 900) as name,
            'A ' || lower(${pick(words.adjectives, 'i', 7)}) || ' ' || lower(noun) || ' from ' ||
              brand || ', ' || ${pick(words.phrases, 'i', 8)} || '. ' ||
              upper(left(${pick(words.phrases, 'i', 12)}, 1)) || substr(${pick(words.phrases, 'i', 12)}, 2) ||
              '.' as description,
            price, greatest(100, price - price * (${hash('i', 13)} % 4) * 10 / 100) as discount,
            (${hash('i', 14)} % 200)::int as stock,
            case
              when ci in (${clothing}) then (${list(words.clothingSizes)})[1:(2 + ${hash('i', 15)} % 4)::int]
              when ci in (${shoes}) then (${list(words.shoeSizes)})[(1 + ${hash('i', 15)} % 3)::int:(5 + ${hash('i', 15)} % 3)::int]
              else '{}'::text[]
            end as sizes,
            case when ${hash('i', 16)} % 3 = 0
              then array[colour, ${pick(words.colours, 'i', 17)}] else '{}'::text[] end as colors,
            array[${pick(words.phrases, 'i', 18)}, ${pick(words.phrases, 'i', 19)}] as features,
            coalesce((select round(avg(${reviewRating('i', 'k')}), 2)
              from generate_series(0, ${reviewCount('i')} - 1) as k), 0) as rating,
            ${reviewCount('i')} as num_reviews,
            now() - (${hash('i', 20)} % (730 * 86400)) * interval '1 second' as created_at
          from (
            select i, ci,
              (${list(flatNouns)})[(1 + ci * ${words.NOUNS_PER_CATEGORY} + ${hash('i', 1)} % ${words.NOUNS_PER_CATEGORY})::int] as noun,
              ${pick(words.adjectives, 'i', 2)} as adjective,
              ${pick(words.colours, 'i', 3)} as colour,
              (${list(flatBrands)})[(1 + ci * ${words.BRANDS_PER_CATEGORY} + ${hash('i', 4)} % ${words.BRANDS_PER_CATEGORY})::int] as brand,
              (500 + ${hash('i', 11)} % 499500)::int as price
            from (select i, i % ${categoryCount} as ci from generate_series(1, ${size.products}) as i) as n
          ) as w
        ) as p
        join categories c on c.name = (${list(words.categoryNames)})[(1 + p.ci)::int]`,
    },
    {
      label: 'search words',
      sql: `insert into search_words (word)
        select distinct unnest(tsvector_to_array(search_vector)) from products
        on conflict do nothing`,
    },
    {
      label: 'images',
      sql: `insert into product_images (product_id, url, public_id, position)
        select ${productId('i')}, '/uploads/bench/' || i || '-' || k || '.webp', 'bench/' || i || '-' || k, k
        from generate_series(1, ${size.products}) as i, generate_series(0, 2) as k
        where k <= ${hash('i', 21)} % 3`,
    },
    {
      label: 'reviews',
      sql: `insert into reviews (product_id, user_id, name, rating, comment, created_at, updated_at)
        select ${productId('i')}, ${userId('u')}, ${username('u')}, ${reviewRating('i', 'k')},
          ${pick(words.reviewComments, 'i * 8 + k', 22)}, t, t
        from generate_series(1, ${size.products}) as i,
          generate_series(0, ${reviewCount('i')} - 1) as k,
          lateral (select 1 + (${hash('i', 23)} + k * 1013) % ${size.users} as u,
            now() - (${hash('i * 8 + k', 24)} % (700 * 86400)) * interval '1 second' as t) as r`,
    },
    {
      label: 'orders',
      sql: `insert into orders (id, order_number, customer_id, name, email, phone_number, province,
          area, address, items_pesewas, shipping_pesewas, tax_pesewas, total_pesewas,
          payment_status, delivery_status, stock_returned_at, created_at, updated_at)
        select ${orderId('o')},
          'GH-' || to_char(t, 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
          case when o % 3 = 0 then null else ${userId(`1 + ${hash('o', 30)} % ${size.users}`)} end,
          ${username(`1 + ${hash('o', 30)} % ${size.users}`)}, 'buyer' || o || '@bench.example',
          '+23324' || lpad((${hash('o', 33)} % 10000000)::text, 7, '0'),
          ${pick(words.regions, 'o', 34)}, ${pick(words.areas, 'o', 35)}, 'House ' || o % 97,
          items, 0, 0, items,
          case when status = 'delivered' then 'paid' else 'unpaid' end, status,
          case when status = 'cancelled' then t end, t, t
        from (
          select o, now() - (${hash('o', 36)} % (365 * 86400)) * interval '1 second' as t,
            ${pick(['pending', 'processing', 'delivered', 'delivered', 'delivered', 'cancelled'], 'o', 37)} as status,
            (select sum(p.discount_pesewas * (1 + ${hash('o * 4 + l', 39)} % 3))
              from generate_series(0, ${hash('o', 40)} % 3) as l
              join products p on p.id = ${productId(`1 + ${hash('o * 4 + l', 38)} % ${size.products}`)}) as items
          from generate_series(1, ${size.orders}) as o
        ) as g`,
    },
    {
      label: 'order lines',
      sql: `insert into order_lines (order_id, product_id, name, brand, qty, price_pesewas, image_url, position)
        select ${orderId('o')}, p.id, p.name, p.brand, (1 + ${hash('o * 4 + l', 39)} % 3)::int,
          p.discount_pesewas, '/uploads/bench/' || n || '-0.webp', l
        from generate_series(1, ${size.orders}) as o,
          generate_series(0, ${hash('o', 40)} % 3) as l,
          lateral (select 1 + ${hash('o * 4 + l', 38)} % ${size.products} as n) as pick
          join products p on p.id = ${productId('pick.n')}`,
    },
    ...catalogueTriggers('enable'),
    {
      label: 'catalogue counts',
      sql: `insert into catalogue_counts (category_id, products)
        select category_id, count(*) from products group by category_id`,
    },
    { label: 'catalogue version', sql: 'update catalogue_state set version = version + 1' },
  ];
}

const catalogueTables = ['categories', 'products', 'product_images', 'reviews'];
const catalogueTriggers = (change: 'enable' | 'disable') =>
  catalogueTables.map((table) => ({
    label: `${table} triggers ${change}d`,
    sql: `alter table ${table} ${change} trigger user`,
  }));
