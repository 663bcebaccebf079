import { shop } from '../../../lib/shop-settings';
import { InfoPage } from '../components/info-page';
import { type InfoSection, List, Sections } from '../components/prose';
import { EmailLink, PhoneLinks } from '../components/shop-links';

function privacySections(): InfoSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {shop.name}, {shop.address}, looks after the personal details you give us on this website,
          by phone or on WhatsApp. You can reach us at <EmailLink />.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <List>
          <li>
            <strong>When you order:</strong> your name, phone number and delivery address, your
            e-mail address if you give it, and what you ordered.
          </li>
          <li>
            <strong>When you open an account:</strong> your username, e-mail address and password.
            We store the password only in scrambled (hashed) form, so nobody can read it, not even
            us.
          </li>
          <li>
            <strong>When you join our newsletter:</strong> your e-mail address. Until you tap the
            link in our confirmation e-mail, we send you nothing else.
          </li>
          <li>
            <strong>When you write to us:</strong> your name, e-mail address, phone number and
            message.
          </li>
          <li>
            <strong>When you review a product:</strong> your review and your username, which are
            shown next to it.
          </li>
          <li>
            <strong>On your own device:</strong> your cart and wishlist are kept in your browser,
            and a cookie keeps you logged in. A copy of your cart and delivery region goes with your
            visits to the cart and checkout pages only, so they open ready on a slow connection; we
            keep none of it. We use no advertising or tracking cookies.
          </li>
        </List>
      ),
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it',
      body: (
        <List>
          <li>To deliver your order and call you about it.</li>
          <li>To run your account and show you your orders.</li>
          <li>To answer your messages.</li>
          <li>To send the newsletter, only if you confirmed your subscription.</li>
          <li>To keep the shop safe from fraud and abuse.</li>
          <li>To keep the sales records the law asks of every business.</li>
        </List>
      ),
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      body: (
        <>
          <p>
            Our staff see only what they need for their work. The rider who brings your order gets
            your name, phone number and address. A mail service sends our e-mails for us. We share
            details with the authorities only when the law requires it.
          </p>
          <p>
            <strong>We never sell, rent or trade your personal data.</strong>
          </p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <List>
          <li>Orders: as long as Ghana's tax and accounting rules require us to keep them.</li>
          <li>Your account: until you ask us to delete it.</li>
          <li>Newsletter: until you unsubscribe, with the link at the bottom of every e-mail.</li>
          <li>Messages to us: as long as we need them to help you.</li>
        </List>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <p>
          Under Ghana's Data Protection Act, 2012 (Act 843) you may ask to see the details we hold
          about you, to correct them, or to have them deleted. If you are not happy with how we
          handle your data, you may complain to the Data Protection Commission.
        </p>
      ),
    },
    {
      id: 'deletion',
      title: 'How to ask us to delete your data',
      body: (
        <>
          <p>
            E-mail <EmailLink /> with the subject "Delete my data", or call <PhoneLinks />. Tell us
            the e-mail address or phone number you used with us. We may ask a question or two to
            make sure the request really comes from you.
          </p>
          <p>
            We then delete your account, messages and newsletter address, and tell you when it is
            done. Records of past orders that the law makes us keep are kept until that time runs
            out, and used for nothing else.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our shop is for adults. Anyone under 18 should shop only with the consent of a parent or
          guardian.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change how we use your details, we will update this page before the change takes
          effect.
        </p>
      ),
    },
  ];
}

export function PrivacyPolicy() {
  const sections = privacySections();
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What we collect when you shop with us, why, how long we keep it, and how to ask us to delete it. We never sell your data."
      description={`How ${shop.name} uses your name, phone, address and e-mail, how long we keep them, and how to ask for deletion. We never sell your data.`}
      contents={sections}
    >
      <Sections sections={sections} />
    </InfoPage>
  );
}
