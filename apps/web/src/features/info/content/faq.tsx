import { paths } from '@adepa/contract/paths';
import { shop } from '../../../lib/shop-settings';
import { DeliveryCharges } from '../../delivery';
import { FaqAccordion, type FaqItem } from '../components/faq-accordion';
import { InfoPage } from '../components/info-page';
import { List, TextLink } from '../components/prose';
import { EmailLink, PhoneLink, PhoneLinks, WhatsAppLink } from '../components/shop-links';

// The shop's ten questions, answered honestly for this shop: payment is on delivery only, and
// delivery is within Ghana. Returns (48 hours) and the age rule match the terms.

function faqItems(): FaqItem[] {
  return [
    {
      id: 'what-we-sell',
      question: 'What do you sell?',
      answer: (
        <p>
          Unisex clothing, shoes, watches, electrical appliances, sound systems for hire,
          FDA-approved personal care and cleaning products, and skills programmes. Have a look
          around <TextLink href={paths.shop()}>our shop</TextLink>.
        </p>
      ),
    },
    {
      id: 'how-to-order',
      question: 'How do I place an order?',
      answer: (
        <>
          <ol className="grid list-decimal gap-2 pl-5 marker:text-green">
            <li>Find the item you want and tap Add to cart (choose a colour and size if asked).</li>
            <li>Open your cart and tap Proceed Checkout.</li>
            <li>Fill in your delivery details and tap Place Order Now.</li>
          </ol>
          <p>
            You do not need an account. If you have one, log in first and the order will show in
            your dashboard. We send you an SMS at every step, and call you to confirm the order. You
            can also order by phone or on <WhatsAppLink />.
          </p>
          <p>To order you must be 18 or older, or shop with the consent of a parent or guardian.</p>
        </>
      ),
    },
    {
      id: 'payment',
      question: 'Can I pay by bank transfer or mobile money?',
      answer: (
        <>
          <p>
            At {shop.name} you pay on delivery, so there is nothing to pay when you order. When the
            rider brings your order, check it, then pay the rider in cash or by mobile money. We do
            not take payment online or by bank transfer before delivery.
          </p>
          <p>
            We will never ask you to pay before your order arrives. If anyone asks you to do so in
            our name, please do not pay, and call us on <PhoneLink />.
          </p>
        </>
      ),
    },
    {
      id: 'tracking',
      question: 'How can I track my order?',
      answer: (
        <List>
          <li>
            Use our <TextLink href={paths.trackOrder()}>Track your order</TextLink> page with the
            details from your order.
          </li>
          <li>
            If you have an account, log in and open{' '}
            <TextLink href={paths.myOrders()}>My Orders</TextLink> in your dashboard to see the
            status of each order.
          </li>
          <li>
            Or call us on <PhoneLinks /> with your order number, {shop.hours}.
          </li>
        </List>
      ),
    },
    {
      id: 'returns',
      question: 'Can I return an item?',
      answer: (
        <p>
          Yes. You can return an item within 48 hours of delivery if it is unused and in its
          original condition and packaging, with any tags still on. For hygiene reasons we cannot
          take back personal care or cleaning products once they are opened, unless they are faulty.
          See <TextLink href="#how-to-return">How do I return an item?</TextLink> below.
        </p>
      ),
    },
    {
      id: 'shipping',
      question: 'Do you ship worldwide?',
      answer: (
        <>
          <p>
            We deliver within Ghana. Delivery to other countries is possible only by arrangement:
            call us on <PhoneLink /> or chat on <WhatsAppLink />, and we will tell you whether we
            can send your order, what it will cost and how payment will work.
          </p>
          <div className="mt-3">
            <DeliveryCharges />
          </div>
        </>
      ),
    },
    {
      id: 'contact',
      question: 'How can I contact you?',
      answer: (
        <List>
          <li>
            Call <PhoneLinks />, {shop.hours}.
          </li>
          <li>
            Chat with us on <WhatsAppLink />.
          </li>
          <li>
            E-mail <EmailLink /> or <TextLink href={paths.contact()}>send us a message</TextLink>.
          </li>
          <li>Visit our shop at {shop.address}.</li>
        </List>
      ),
    },
    {
      id: 'newsletter',
      question: 'How do I get your newsletter?',
      answer: (
        <p>
          Type your e-mail address in the box at the bottom of any page and tap Subscribe. We send
          you an e-mail with a link; tap it to confirm, and you are in. Newsletters start only after
          you confirm, and every one has a link to unsubscribe.
        </p>
      ),
    },
    {
      id: 'damaged-or-wrong',
      question: 'What if my item arrives damaged, or it is the wrong item?',
      answer: (
        <>
          <p>
            Check your order when the rider arrives, before you pay. If something is damaged or is
            not what you ordered, you may refuse it and pay nothing; we will bring the right item as
            soon as we can.
          </p>
          <p>
            If you find a fault after the rider has left, call or WhatsApp us within 48 hours with
            your order number and a photo. We collect the item at no cost to you and replace it or
            refund you.
          </p>
        </>
      ),
    },
    {
      id: 'how-to-return',
      question: 'How do I return an item?',
      answer: (
        <ol className="grid list-decimal gap-2 pl-5 marker:text-green">
          <li>
            Within 48 hours of delivery, call <PhoneLink /> or WhatsApp us with your order number
            and the item you want to return.
          </li>
          <li>Keep the item unused, in its original packaging, with any tags still on.</li>
          <li>
            We arrange a pick-up, or you bring it to our shop. Pick-up is free when the item was
            damaged, faulty or wrong; otherwise you pay the delivery fee.
          </li>
          <li>
            Once we have checked the item, we refund you in cash or by mobile money, usually within
            three working days, or swap it for another item if you prefer.
          </li>
        </ol>
      ),
    },
  ];
}

export function Faq() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      lead="Quick answers to the questions our customers ask most. Tap a question to see its answer."
      description={`Answers about ordering, paying on delivery, tracking, returns within 48 hours and delivery at ${shop.name}, ${shop.city}.`}
    >
      <FaqAccordion items={faqItems()} />
    </InfoPage>
  );
}
