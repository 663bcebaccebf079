import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/ui/document-title';
import { shop } from '../../lib/shop-settings';

type PageShellProps = {
  title: string;
  /** Text of the browser tab when it should differ from the heading. */
  documentTitle?: string;
  children?: ReactNode;
};

/** A page's width, spacing, tab title (React 19 hoists <DocumentTitle> into <head>) and main heading. */
export function PageShell({ title, documentTitle, children }: PageShellProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-5 sm:py-12">
      <DocumentTitle>{`${documentTitle ?? title} | ${shop.name}`}</DocumentTitle>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
