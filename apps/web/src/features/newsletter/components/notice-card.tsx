import type { ReactNode, Ref } from 'react';
import { LogoMark } from '../../../components/logo';
import { CheckIcon } from '../../../components/ui/icons';
import { PageHead, pageTitle } from '../../../components/ui/page-head';

type NoticeCardProps = {
  title: string;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
  tone?: 'brand' | 'success';
  /** The heading, so a page can move focus to it when its state changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One centred card for the newsletter's pages: a mark, a heading, a few words, a way on. */
export function NoticeCard({
  title,
  documentTitle,
  tone = 'brand',
  headingRef,
  children,
}: NoticeCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-12">
      <PageHead title={pageTitle(documentTitle ?? title)} noindex />
      <div className="overflow-hidden rounded-2xl bg-white text-center shadow-sm ring-1 ring-line">
        <div className="kente-band h-2" />
        <div className="flex flex-col items-center px-5 py-8 sm:px-10">
          {tone === 'success' ? (
            <span className="grid size-16 place-items-center rounded-full bg-green-soft text-green">
              <CheckIcon className="size-9" />
            </span>
          ) : (
            <LogoMark className="size-14" />
          )}
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-5 text-2xl font-extrabold tracking-tight focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <div className="mt-3 flex w-full flex-col items-center gap-4 text-ink">{children}</div>
        </div>
      </div>
    </div>
  );
}
