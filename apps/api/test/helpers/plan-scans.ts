// Reads a plan of EXPLAIN (FORMAT JSON) for scans of a table that have no bound, that is reads
// that grow with the table rather than with what the statement answers:
// - a sequential scan, always;
// - an index scan with no index condition (or only `is not null`), unless it is read under a
//   Limit through nodes that pass rows on one at a time (an ordered index read that stops after
//   a page, as `order by created_at desc limit 12` or `min(x)` do);
// - a bitmap scan whose index conditions do not bound it.
// A scan bounded by an index condition (one category, one price range, a search's matches) is
// not one: it reads the rows the statement is about.

export type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** Nodes that hand each row on as they get it, so a Limit above them stops the scan below. */
const STREAMING = new Set([
  'Limit',
  'Result',
  'Subquery Scan',
  'Nested Loop',
  'Merge Join',
  'Hash Join',
  'Incremental Sort',
  'Gather',
  'Gather Merge',
  'Append',
  'Merge Append',
  'Unique',
  'Memoize',
]);

const bounds = (condition: string | undefined) =>
  condition !== undefined && !/^\(*\w+ IS NOT NULL\)*$/.test(condition);

/** A line for each scan of `table` in `plan` that reads it without a bound. */
export function boundlessScans(plan: PlanNode, table = 'products'): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode, underLimit: boolean) => {
    const type = node['Node Type'];
    if (node['Relation Name'] === table) {
      const what = `${type} on ${table}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;
      const detail = [
        node['Index Cond'] && `cond ${node['Index Cond']}`,
        node.Filter && `filter ${node.Filter}`,
      ]
        .filter(Boolean)
        .join(', ');
      const line = detail ? `${what} (${detail})` : what;
      if (type === 'Index Scan' || type === 'Index Only Scan') {
        if (!bounds(node['Index Cond']) && !underLimit) found.push(`${line}, not under a Limit`);
      } else if (type === 'Bitmap Heap Scan') {
        if (!bitmapBounded(node.Plans?.[0])) found.push(line);
      } else if (type !== 'Tid Scan') {
        found.push(line);
      }
    }
    for (const child of node.Plans ?? []) {
      const relation = child['Parent Relationship'];
      const streams =
        type === 'Limit' || (underLimit && STREAMING.has(type) && relation !== 'Inner');
      visit(child, streams && relation !== 'InitPlan' && relation !== 'SubPlan');
    }
  };
  visit(plan, false);
  return found;
}

/** A bitmap is bounded when every row it may hold met a bounding index condition. */
function bitmapBounded(node: PlanNode | undefined): boolean {
  if (!node) return false;
  const parts = node.Plans ?? [];
  switch (node['Node Type']) {
    case 'Bitmap Index Scan':
      return bounds(node['Index Cond']);
    case 'BitmapAnd':
      return parts.some(bitmapBounded);
    case 'BitmapOr':
      return parts.length > 0 && parts.every(bitmapBounded);
    default:
      return false;
  }
}
