import { paths } from '@adepa/contract/paths';
import { shop } from '../../../lib/shop-settings';
import { DeliveryCharges } from '../../delivery';
import { InfoPage } from '../components/info-page';
import { type InfoSection, List, Sections, TextLink } from '../components/prose';
import { EmailLink, PhoneLink, PhoneLinks, WhatsAppLink } from '../components/shop-links';

// The returns rule (48 hours) and the age rule (18, or a guardian's consent) are the FAQ's too.

function termsSections(): InfoSection[] {
  return [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      body: (
        <p>
          These terms apply when you buy from {shop.name} on this website, by phone or on WhatsApp.
          By placing an order you agree to them. They are short, so please read them.
        </p>
      ),
    },
    {
      id: 'who-can-shop',
      title: 'Who can shop with us',
      body: (
        <p>
          You must be 18 years or older to place an order or open an account. If you are under 18,
          you may shop only with the consent of a parent or guardian, who is then responsible for
          the order.
        </p>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      body: (
        <p>
          You do not need an account to order. If you open one, keep your password to yourself and
          tell us at once if you think someone else has used it. We may close an account that is
          used for fraud or to abuse others.
        </p>
      ),
    },
    {
      id: 'products-and-prices',
      title: 'Products and prices',
      body: (
        <List>
          <li>Prices are in Ghana cedis (₵).</li>
          <li>
            Our pictures are as true as we can make them, but colours can look a little different on
            your screen.
          </li>
          <li>
            If we find a mistake in the price of your order, we call you before delivery. You may go
            ahead at the correct price or cancel at no cost.
          </li>
          <li>
            Our personal care and cleaning products are approved by the Food and Drugs Authority
            (FDA) Ghana.
          </li>
        </List>
      ),
    },
    {
      id: 'orders',
      title: 'Orders',
      body: (
        <p>
          Your order is a request to buy. We call you to confirm it. We may cancel an order if the
          item is out of stock, if we cannot reach you, or if the details look false; you pay
          nothing for a cancelled order. You may cancel your order at any time before delivery by
          calling <PhoneLink /> or messaging us on <WhatsAppLink />.
        </p>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery',
      body: (
        <List>
          <li>We deliver within Ghana. Delivery abroad is possible only by arrangement.</li>
          <li>
            <DeliveryCharges />
          </li>
          <li>
            Delivery times are our best estimate. Please make sure someone can receive the order at
            the address and phone number you gave us.
          </li>
        </List>
      ),
    },
    {
      id: 'payment',
      title: 'Payment: only after successful delivery',
      body: (
        <>
          <p>
            You pay only after successful delivery, in cash or by mobile money, to our rider. Check
            your order before you pay. If an item is damaged or is not what you ordered, you may
            refuse it and pay nothing for it.
          </p>
          <p>
            We never ask for payment before delivery. If anyone asks you to pay in advance in our
            name, please do not pay, and call us on <PhoneLink />.
          </p>
        </>
      ),
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      body: (
        <>
          <p>
            You may return an item within 48 hours of delivery if it is unused and in its original
            condition and packaging, with any tags still on. For hygiene reasons we cannot take back
            personal care or cleaning products once they are opened, unless they are faulty.
          </p>
          <List>
            <li>
              To return an item, call or WhatsApp us within the 48 hours with your order number.
            </li>
            <li>
              We arrange a pick-up, or you bring the item to our shop. Pick-up is free when the item
              was damaged, faulty or wrong; otherwise you pay the delivery fee.
            </li>
            <li>
              Once we have checked the item, we refund you in cash or by mobile money, usually
              within three working days, or swap it for another item if you prefer.
            </li>
          </List>
          <p>
            The <TextLink href={paths.faq('how-to-return')}>FAQ</TextLink> explains the same steps.
          </p>
        </>
      ),
    },
    {
      id: 'hire-and-programmes',
      title: 'Sound system hire and skills programmes',
      body: (
        <p>
          Hiring a sound system and joining a skills programme are arranged with you directly. We
          agree the dates, the price and how payment will work in writing before you commit. For
          hire, you look after the equipment while you have it and return it in the condition you
          received it.
        </p>
      ),
    },
    {
      id: 'reviews',
      title: 'Reviews',
      body: (
        <p>
          Reviews help other shoppers, so please keep them honest and polite. We may remove a review
          that is offensive, false, or not about the product.
        </p>
      ),
    },
    {
      id: 'our-responsibility',
      title: 'Our responsibility',
      body: (
        <p>
          We stand behind what we sell: it should be as described and fit for normal use. We are not
          responsible for delays caused by events outside our control, such as floods or road
          closures, but we will keep you informed. Nothing in these terms takes away your rights
          under the laws of Ghana.
        </p>
      ),
    },
    {
      id: 'privacy',
      title: 'Your privacy',
      body: (
        <p>
          Our <TextLink href={paths.privacy()}>Privacy Policy</TextLink> explains what we do with
          your details. We never sell them.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms from time to time. The terms on this page when you place an
          order are the ones that apply to it.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          {shop.name}, {shop.address}. Call <PhoneLinks />, chat on <WhatsAppLink /> or e-mail{' '}
          <EmailLink />, {shop.hours}.
        </p>
      ),
    },
  ];
}

export function TermsOfService() {
  const sections = termsSections();
  return (
    <InfoPage
      title="Terms of Service"
      lead={`The simple rules for shopping with ${shop.name}. In short: order, check your items when they arrive, and pay only then.`}
      description={`Terms of shopping with ${shop.name}: pay only after successful delivery, delivery within Ghana, returns within 48 hours.`}
      contents={sections}
    >
      <Sections sections={sections} />
    </InfoPage>
  );
}
