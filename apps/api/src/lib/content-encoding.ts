// Which compression a reply uses, from the request's Accept-Encoding: of brotli and gzip, the one
// the client weighs more (brotli on a tie); none when it accepts neither. A coding with q=0, or
// covered only by `*;q=0`, is refused, as HTTP says.

export type ContentEncoding = 'br' | 'gzip' | 'identity';

const COMPRESSIONS = ['br', 'gzip'] as const;

export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of COMPRESSIONS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
