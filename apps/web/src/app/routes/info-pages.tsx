import { AboutUs, Faq, PrivacyPolicy, TermsOfService } from '../../features/info';

// The information pages: about, FAQ, terms and privacy. They share one lazily loaded chunk without
// zod. (The listings, the product page, the newsletter's link pages, the cart pages, checkout,
// tracking and the contact form have chunks of their own.)

export const AboutPage = AboutUs;
export const FaqPage = Faq;
export const TermsPage = TermsOfService;
export const PrivacyPage = PrivacyPolicy;
