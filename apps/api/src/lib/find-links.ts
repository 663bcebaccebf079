/** Every http(s) link in a text, without the punctuation that ends a sentence. */
export function findLinks(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((l) => l.replace(/[.,;:!?)\]]+$/, ''));
}
