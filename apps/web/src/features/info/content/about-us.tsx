import { paths } from '@adepa/contract/paths';
import { shop } from '../../../lib/shop-settings';
import { InfoPage } from '../components/info-page';
import { List, Sections, TextLink } from '../components/prose';
import { EmailLink, PhoneLinks, WhatsAppLink } from '../components/shop-links';

export function AboutUs() {
  return (
    <InfoPage
      title="About Us"
      lead={
        <>
          {shop.name} is a shop in {shop.city} that sells good, genuine things at fair prices and
          brings them to your door. You pay only when your order arrives safely.
        </>
      }
      description={`${shop.name} is a shop in ${shop.city}: clothing, shoes, watches, appliances, sound systems for hire and FDA-approved products. ${shop.promise}.`}
    >
      <Sections
        sections={[
          {
            id: 'who-we-are',
            title: 'Who we are',
            body: (
              <>
                <p>
                  We are a retail shop at {shop.address}. Many of our customers walk in to see us;
                  many more now order from their phones, from anywhere in Ghana. Either way you get
                  the same goods, the same prices and the same friendly service.
                </p>
                <p>
                  We believe shopping online should feel as safe as buying from a shop you know.
                  That is why you never pay us before your order is in your hands.
                </p>
              </>
            ),
          },
          {
            id: 'what-we-sell',
            title: 'What we sell',
            body: (
              <List>
                <li>
                  <strong>Unisex clothing</strong>: everyday wear and smart outfits for men and
                  women.
                </li>
                <li>
                  <strong>Shoes</strong> for work, church, school and weekends.
                </li>
                <li>
                  <strong>Watches</strong>, classic and modern, for yourself or as a gift.
                </li>
                <li>
                  <strong>Electrical appliances</strong> for the home and the office.
                </li>
                <li>
                  <strong>Sound systems for hire</strong>: speakers, mixers and microphones for
                  weddings, funerals, parties, church programmes and other events.
                </li>
                <li>
                  <strong>Personal care and cleaning products</strong>, all approved by the Food and
                  Drugs Authority (FDA) Ghana.
                </li>
                <li>
                  <strong>Skills programmes</strong>: practical training to help you learn a trade
                  or start your own small business.
                </li>
              </List>
            ),
          },
          {
            id: 'how-we-work',
            title: 'How we work',
            body: (
              <List>
                <li>
                  <strong>Pay only after successful delivery.</strong> Check your order when the
                  rider brings it, then pay in cash or by mobile money. Nothing is paid up front.
                </li>
                <li>
                  <strong>Delivery across Ghana.</strong> The delivery fee depends on the distance;
                  we tell you the fee when we call to confirm your order.
                </li>
                <li>
                  <strong>Easy returns.</strong> Not happy? Tell us within 48 hours of delivery. See
                  our <TextLink href={paths.faq('returns')}>returns questions</TextLink> for the
                  details.
                </li>
                <li>
                  <strong>Real people to talk to.</strong> Call us, chat on WhatsApp or drop in at
                  the shop; we are happy to help you choose.
                </li>
              </List>
            ),
          },
          {
            id: 'visit-us',
            title: 'Visit us',
            body: (
              <>
                <p>
                  Come and see us at {shop.address}. We are open {shop.hours}.
                </p>
                <p>
                  Call <PhoneLinks />, chat with us on <WhatsAppLink />, or write to <EmailLink />.
                  You can also <TextLink href={paths.contact()}>send us a message</TextLink> from
                  this website.
                </p>
              </>
            ),
          },
        ]}
      />
    </InfoPage>
  );
}
