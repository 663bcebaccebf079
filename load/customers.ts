/** Signs up `count` customers through the api and answers their access tokens. */
export async function signUpCustomers(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const password = 'Akwaaba#2026';
    const res = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `Load Customer ${i + 1}`,
        email: `load.customer.${i + 1}@example.com`,
        password,
        confirmPassword: password,
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}
