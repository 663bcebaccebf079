import { ACTIVITY_ACTIONS, type ActivityEntry } from '@adepa/contract/activity';
import { formatCedi } from '@adepa/contract/money';
import { STAFF_ROLE_LABELS } from '@adepa/contract/staff';

// An activity entry in words: what was done, and each changed field as "Label: before → after".

const FIELD_LABELS: Record<string, string> = {
  deliveryStatus: 'Delivery',
  paymentStatus: 'Payment',
  orderId: 'Order',
  name: 'Name',
  username: 'Name',
  email: 'E-mail',
  role: 'Role',
  brand: 'Brand',
  description: 'Description',
  category: 'Category',
  price: 'Price',
  discount: 'Selling price',
  stock: 'Stock',
  stockPerVariant: 'Counted per size and colour',
  sizes: 'Sizes',
  colors: 'Colours',
  features: 'Features',
  pictures: 'Pictures',
  picture: 'Picture',
  freeAbove: 'Free delivery above',
  holidays: 'Holidays',
  refund: 'Refund',
  how: 'How',
  state: 'State',
  subject: 'Subject',
  body: 'Text',
  recipients: 'Sent to',
  file: 'File',
  megabytes: 'Size (MB)',
  backupOf: 'Backup of',
  taxExempt: 'Exempt from VAT',
  evatInvoice: 'E-VAT invoice',
  registered: 'VAT-registered',
  tin: 'TIN',
  from: 'Registered from',
  deliveryTaxable: 'Delivery taxed',
};

const MONEY = new Set(['price', 'discount', 'freeAbove', 'refund']);
/** Delivery fees are stored by region: every other unknown field that holds money is a region. */
const isRegionFee = (key: string, value: unknown) =>
  /^[A-Z]/.test(key) && typeof value === 'number';

export function actionText(entry: Pick<ActivityEntry, 'action'>): string {
  return ACTIVITY_ACTIONS[entry.action as keyof typeof ACTIVITY_ACTIONS] ?? entry.action;
}

export function actorText({ actor }: Pick<ActivityEntry, 'actor'>): string {
  return actor.role ? `${actor.name} (${STAFF_ROLE_LABELS[actor.role]})` : actor.name;
}

function valueText(key: string, value: unknown, subject: string): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (key === 'role')
    return STAFF_ROLE_LABELS[value as keyof typeof STAFF_ROLE_LABELS] ?? 'Customer';
  if (MONEY.has(key) || (subject === 'delivery' && isRegionFee(key, value)))
    return formatCedi(Number(value));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (key === 'pictures' && Array.isArray(value))
    return `${value.length} picture${value.length === 1 ? '' : 's'}`;
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (key === 'description' || key === 'body') {
    const text = String(value);
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  }
  return String(value);
}

/** The changed fields of an entry, each in words; a role of null was a customer. */
export function changeLines(entry: ActivityEntry): { label: string; text: string }[] {
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return keys.map((key) => {
    const label = FIELD_LABELS[key] ?? key;
    const before = entry.before && key in entry.before ? entry.before[key] : undefined;
    const after = entry.after && key in entry.after ? entry.after[key] : undefined;
    const shown = (value: unknown) =>
      key === 'role' && value === null ? 'Customer' : valueText(key, value, entry.subject);
    if (!entry.before) return { label, text: shown(after) };
    if (!entry.after) return { label, text: shown(before) };
    return { label, text: `${shown(before)} → ${shown(after)}` };
  });
}
