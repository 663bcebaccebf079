import { PlaceholderPage } from './placeholder-page';

// Signed-in pages (customers, and admins for profile and password). One lazy chunk.

export const ProfilePage = () => <PlaceholderPage title="My Profile" />;
export const ChangePasswordPage = () => <PlaceholderPage title="Change Password" />;
export const MyOrdersPage = () => <PlaceholderPage title="My Orders" />;
export const MyOrderDetailsPage = () => <PlaceholderPage title="Order Details" />;
