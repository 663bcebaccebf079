/** The admin account the test shop is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'owner@adepa.example', password: 'Owner#2026pass' };
