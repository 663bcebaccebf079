import { createProductSchema, LIST_MAX } from '@adepa/contract/catalogue-admin';
import { deliveryPricingSchema } from '@adepa/contract/delivery';
import { GHANA_REGIONS } from '@adepa/contract/order-options';
import { loginSchema, profileSchema, registerSchema } from '@adepa/contract/users';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessages, useSchemaForm } from './use-schema-form';

// The hook runs here without a DOM: react's hooks are swapped for a minimal re-render loop (state
// slots by call order, as React keeps them), so the test drives the real hook through its handlers.
const hooks = vi.hoisted(() => {
  let slots: { value?: unknown; deps?: unknown[] }[] = [];
  let index = 0;
  let rerender = () => {};
  const slot = () => {
    const cell = slots[index] ?? {};
    slots[index++] = cell;
    return cell;
  };
  return {
    useState(initial: unknown) {
      const cell = slot();
      if (!('value' in cell)) cell.value = typeof initial === 'function' ? initial() : initial;
      const set = (next: unknown) => {
        cell.value = typeof next === 'function' ? next(cell.value) : next;
        rerender();
      };
      return [cell.value, set];
    },
    useMemo(compute: () => unknown, deps: unknown[]) {
      const cell = slot();
      if (!cell.deps || deps.some((dep, i) => !Object.is(dep, cell.deps?.[i]))) {
        cell.value = compute();
        cell.deps = deps;
      }
      return cell.value;
    },
    useRef(initial: unknown) {
      const cell = slot();
      cell.value ??= { current: initial };
      return cell.value;
    },
    /** Renders `hook` now and again after every state change; `current` is the latest result. */
    render<T>(hook: () => T) {
      slots = [];
      const view = { current: undefined as T };
      rerender = () => {
        index = 0;
        view.current = hook();
      };
      rerender();
      return view;
    },
  };
});
vi.mock('react', async (original) => ({ ...(await original<object>()), ...hooks }));

const messagesOf = (result: { error?: { issues: Parameters<typeof fieldMessages>[0] } }) =>
  fieldMessages(result.error?.issues ?? []);

describe('form field messages', () => {
  it('gives each field the first message of its schema', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'email address is required',
      password: 'Required',
    });
    expect(
      messagesOf(
        registerSchema.safeParse({
          username: 'Ama',
          email: 'ama@example.com',
          password: 'Akwaaba#2026',
          confirmPassword: 'Akwaaba#2025',
        }),
      ),
    ).toEqual({ confirmPassword: 'Password do not match' });
  });

  it("names the password rule's part for the profile's optional password, not 'Invalid input'", () => {
    const base = { username: 'Ama', email: 'ama@example.com', confirmPassword: '' };
    expect(messagesOf(profileSchema.safeParse({ ...base, password: 'abc' }))).toEqual({
      password: 'Must be 8 characters or more',
      confirmPassword: 'Password must match',
    });
    expect(profileSchema.safeParse({ ...base, password: '' }).success).toBe(true);
  });
});

class FakeField {
  focus = vi.fn();
}
vi.stubGlobal('HTMLElement', FakeField);

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

/** A submit event from a form holding `fields` by name. */
function submitEvent(fields: Record<string, FakeField> = {}) {
  const form = { elements: { namedItem: (name: string) => fields[name] ?? null } };
  return { preventDefault() {}, currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
}

/** A loader whose schema arrives when `arrive` is called, counting its calls. */
function deferredLoader() {
  let arrive = () => {};
  const loaded = new Promise<typeof loginSchema>((resolve) => {
    arrive = () => resolve(loginSchema);
  });
  const load = vi.fn(() => loaded);
  return {
    load,
    arrive: async () => {
      arrive();
      await loaded;
    },
  };
}

describe('a form whose schema loads on first use', () => {
  it("loads nothing until a field is used, then shows a left field's error once it arrives", async () => {
    const { load, arrive } = deferredLoader();
    const form = hooks.render(() => useSchemaForm(load, { email: '', password: '' }));
    expect(load).not.toHaveBeenCalled();

    form.current.field('email').onChange(change('ama@'));
    form.current.field('email').onBlur();
    expect(load).toHaveBeenCalledTimes(1);
    expect(form.current.field('email').error).toBeUndefined();

    await arrive();
    expect(form.current.field('email').error).toBe('Invalid email address');
    expect(form.current.field('password').error).toBeUndefined();
  });

  it('validates a submit once the schema has arrived, sending the parsed values once', async () => {
    const { load, arrive } = deferredLoader();
    const form = hooks.render(() => useSchemaForm(load, { email: '', password: '' }));
    form.current.field('email').onChange(change('Ama@Example.com'));
    form.current.field('password').onChange(change('Akwaaba#2026'));
    const onValid = vi.fn();
    form.current.handleSubmit(onValid)(submitEvent());
    form.current.handleSubmit(onValid)(submitEvent());
    expect(onValid).not.toHaveBeenCalled();

    await arrive();
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid).toHaveBeenCalledWith({ email: 'ama@example.com', password: 'Akwaaba#2026' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a refused submit, shows every message and focuses the first invalid field', async () => {
    const { load, arrive } = deferredLoader();
    const form = hooks.render(() => useSchemaForm(load, { email: '', password: '' }));
    const fields = { email: new FakeField(), password: new FakeField() };
    const onValid = vi.fn();
    form.current.handleSubmit(onValid)(submitEvent(fields));

    await arrive();
    await vi.waitFor(() => expect(fields.email.focus).toHaveBeenCalled());
    expect(onValid).not.toHaveBeenCalled();
    expect(form.current.field('email').error).toBe('email address is required');
    expect(form.current.field('password').error).toBe('Required');
  });

  it('tries a failed load again on the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof loginSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(loginSchema);
    const form = hooks.render(() => useSchemaForm(load, { email: '', password: '' }));
    form.current.field('email').onBlur();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled));
    expect(form.current.field('email').error).toBeUndefined();

    form.current.field('email').onBlur();
    await vi.waitFor(() =>
      expect(form.current.field('email').error).toBe('email address is required'),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a form given its schema', () => {
  it('validates a submit at once, as before', () => {
    const form = hooks.render(() => useSchemaForm(loginSchema, { email: '', password: '' }));
    const fields = { email: new FakeField() };
    form.current.handleSubmit(vi.fn())(submitEvent(fields));
    expect(fields.email.focus).toHaveBeenCalled();
    expect(form.current.field('email').error).toBe('email address is required');
  });
});

describe('a form the shopper typed into before the app took over the page', () => {
  const element = (value: string) => ({ value }) as HTMLInputElement;

  it('takes over what was typed when the field is first attached, and sends it', () => {
    const form = hooks.render(() => useSchemaForm(loginSchema, { email: '', password: '' }));
    form.current.field('email').ref(element('ama@example.com'));
    form.current.field('password').ref(element('Akwaaba#2026'));
    expect(form.current.field('email').value).toBe('ama@example.com');

    const onValid = vi.fn();
    form.current.handleSubmit(onValid)(submitEvent());
    expect(onValid).toHaveBeenCalledWith({ email: 'ama@example.com', password: 'Akwaaba#2026' });
  });

  it('reads a field once: later attachments (re-renders) leave the form state alone', () => {
    const form = hooks.render(() => useSchemaForm(loginSchema, { email: '', password: '' }));
    form.current.field('email').ref(element(''));
    form.current.field('email').onChange(change('ama@'));
    form.current.field('email').ref(element('ama'));
    expect(form.current.field('email').value).toBe('ama@');
  });
});

describe('a form with list fields and nested server errors', () => {
  const schema = createProductSchema.pick({ name: true, sizes: true });
  const blank = { name: 'Kente stole', sizes: [] as string[] };

  it("shows a list's schema message once it changed, and sends the list as parsed", () => {
    const form = hooks.render(() => useSchemaForm(schema, blank));
    const tooMany = Array.from({ length: LIST_MAX + 1 }, (_, i) => `Size ${i}`);
    form.current.list('sizes').onChange(tooMany);
    expect(form.current.list('sizes').error).toBe(`At most ${LIST_MAX} entries`);

    form.current.list('sizes').onChange([' S ', 'M']);
    const onValid = vi.fn();
    form.current.handleSubmit(onValid)(submitEvent());
    expect(onValid).toHaveBeenCalledWith({ name: 'Kente stole', sizes: ['S', 'M'] });
  });

  it("shows the server's message for one entry on its list, until the list changes", () => {
    const form = hooks.render(() => useSchemaForm(schema, blank));
    form.current.setServerErrors({ 'sizes.3': 'Each entry must be at most 100 characters' });
    expect(form.current.list('sizes').error).toBe('Each entry must be at most 100 characters');
    expect(form.current.field('name').error).toBeUndefined();

    form.current.list('sizes').onChange(['S']);
    expect(form.current.list('sizes').error).toBeUndefined();
  });

  it('names a field by its path in the schema: "fees.Volta" gets its own message', () => {
    const fees = {
      safeParse: (input: unknown) => {
        const values = input as Record<string, string>;
        return deliveryPricingSchema.safeParse({
          fees: Object.fromEntries(GHANA_REGIONS.map((r) => [r, Number(values[`fees.${r}`])])),
          freeAbove: null,
        });
      },
    };
    const initial = Object.fromEntries(GHANA_REGIONS.map((r) => [`fees.${r}`, '10']));
    const form = hooks.render(() => useSchemaForm(fees, initial));
    const fields = { 'fees.Volta': new FakeField() };
    form.current.set({ 'fees.Volta': '-1', 'fees.Oti': '12.5' });
    form.current.handleSubmit(vi.fn())(submitEvent(fields));
    expect(fields['fees.Volta'].focus).toHaveBeenCalled();
    expect(form.current.field('fees.Volta').error).toBe('A fee cannot be less than ₵0.00');
    expect(form.current.field('fees.Oti').error).toBeUndefined();
    expect(form.current.submitted).toBe(true);
  });

  it('focuses the first button of a radio group (a star rating) that has no choice', () => {
    const rules = {
      safeParse: (input: unknown) =>
        (input as { rating: string }).rating
          ? { success: true as const, data: input }
          : {
              success: false as const,
              error: { issues: [{ path: ['rating'], message: 'Please choose a rating' }] },
            },
    };
    const form = hooks.render(() => useSchemaForm(rules, { rating: '' }));
    const firstStar = new FakeField();
    const stars = { elements: { namedItem: () => [firstStar, new FakeField()] } };
    form.current.handleSubmit(vi.fn())({
      preventDefault() {},
      currentTarget: stars,
    } as unknown as FormEvent<HTMLFormElement>);
    expect(firstStar.focus).toHaveBeenCalled();
    expect(form.current.errorOf('rating')).toBe('Please choose a rating');
  });
});
