import { PageHead, pageTitle } from '../../components/ui/page-head';
import { ContactDetails, ContactForm } from '../../features/contact';
import { shop } from '../../lib/shop-settings';

// /contact-us: its own lazy chunk; the form loads the api's zod schema once it is first used.

export function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-5 sm:py-12">
      <PageHead
        title={pageTitle('Contact Us')}
        description={`Call, WhatsApp, e-mail or visit ${shop.name} at ${shop.address}. ${shop.hours}.`}
      />
      <header className="max-w-prose">
        <h1 className="text-3xl font-extrabold tracking-tight">Contact Us</h1>
        <div className="kente-band mt-4 h-1.5 w-24 rounded-full" />
        <p className="mt-4 text-lg leading-relaxed text-muted">
          A question about a product, an order or hiring a sound system? Write to us and we will get
          back to you as soon as we can.
        </p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-bold">
            Send us a message
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
        <section
          aria-labelledby="contact-details-title"
          className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
        >
          <h2 id="contact-details-title" className="text-xl font-bold">
            Other ways to reach us
          </h2>
          <div className="mt-5">
            <ContactDetails />
          </div>
        </section>
      </div>
    </div>
  );
}
