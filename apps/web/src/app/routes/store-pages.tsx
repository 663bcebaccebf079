import { useSearchParams } from 'wouter';
import { PlaceholderPage } from './placeholder-page';

// Public pages that later work builds. They share one lazily loaded chunk, so a first visit to
// the home page does not download them.

export function ProductsPage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  return <PlaceholderPage title={category ? `Shop: ${category}` : 'All products'} />;
}

export function SearchPage() {
  const [params] = useSearchParams();
  const value = params.get('value');
  return (
    <PlaceholderPage title="Search" note={value ? `You searched for “${value}”.` : undefined} />
  );
}

export const ProductDetailsPage = () => <PlaceholderPage title="Product Details" />;
export const LoginPage = () => <PlaceholderPage title="Log In" />;
export const SignupPage = () => <PlaceholderPage title="Sign Up" />;
export const ForgotPasswordPage = () => <PlaceholderPage title="Forgot Password" />;
export const ResetPasswordPage = () => <PlaceholderPage title="Reset Password" />;
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
