export { AboutUs } from './content/about-us';
export { Faq } from './content/faq';
export { PrivacyPolicy } from './content/privacy-policy';
export { TermsOfService } from './content/terms-of-service';
