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
  it('gives each field the first spec message of its schema', () => {
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
