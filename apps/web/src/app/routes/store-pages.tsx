import { PlaceholderPage } from './placeholder-page';

// Public pages that later work builds. They share one lazily loaded chunk, so a first visit to
// the home page does not download them. (The listings and the product page have chunks of their
// own: shop-pages.tsx and product-details-page.tsx.)

export const CartPage = () => <PlaceholderPage title="Your Cart" />;
export const WishlistPage = () => <PlaceholderPage title="Your wishlist" />;
export const CheckoutPage = () => <PlaceholderPage title="Checkout" />;
export const SubscribedPage = () => <PlaceholderPage title="Thank you for subscribing" />;
export const OrderSuccessPage = () => <PlaceholderPage title="Thank you for your order" />;
export const VerifySubscriberPage = () => <PlaceholderPage title="Confirming your subscription" />;
export const TrackOrderPage = () => <PlaceholderPage title="Track your order" />;
export const AboutPage = () => <PlaceholderPage title="About Us" />;
export const ContactPage = () => <PlaceholderPage title="Contact Us" />;
export const FaqPage = () => <PlaceholderPage title="Frequently Asked Questions" />;
export const TermsPage = () => <PlaceholderPage title="Terms of Service" />;
export const PrivacyPage = () => <PlaceholderPage title="Privacy Policy" />;
