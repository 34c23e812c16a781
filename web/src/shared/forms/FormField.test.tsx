import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/expectOk';
import { renderPage } from '../test/renderPage';
import type { JsonSchema } from './contractRules';
import { FormField } from './FormField';
import { useContractForm } from './useContractForm';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const body: JsonSchema = {
  type: 'object',
  required: ['name', 'password', 'size', 'consent'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 40 },
    nickname: { type: ['string', 'null'], maxLength: 12 },
    password: { type: 'string', minLength: 8, maxLength: 64 },
    story: { type: 'string', maxLength: 500 },
    size: { allOf: [{ type: 'string', enum: ['small', 'large'] }] },
    consent: { type: 'boolean', const: true },
    topics: { type: 'array', items: { type: 'string', enum: ['web', 'print'] } },
  },
};

interface Values {
  name: string;
  nickname: string;
  password: string;
  confirmPassword: string;
  story: string;
  size: string;
  consent: boolean;
  topics: string[];
}

const defaultValues: Values = {
  name: '',
  nickname: '',
  password: '',
  confirmPassword: '',
  story: '',
  size: '',
  consent: false,
  topics: [],
};

const sizes = ['Small', 'Large'].map((label) => ({ value: label.toLowerCase(), label }));
const topics = ['Web', 'Print'].map((label) => ({ value: label.toLowerCase(), label }));

function ExampleForm({
  markNickname,
  send = () => Promise.resolve(),
}: {
  markNickname?: boolean;
  send?: () => Promise<unknown>;
}) {
  const { form, onSubmit } = useContractForm<Values, unknown, Values, Exclude<keyof Values, 'confirmPassword'>>({
    body,
    messages: {
      name: 'name?',
      nickname: 'nickname?',
      password: 'password?',
      story: 'story?',
      size: 'size?',
      consent: 'consent?',
      topics: 'topics?',
    },
    defaultValues,
    send,
    successMessage: 'sent',
    failureMessage: 'failed',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField form={form} name="name" label="Name" hint="As on your card" autoComplete="name" />
      <FormField form={form} name="nickname" label="Nickname" required={markNickname} />
      <FormField form={form} name="password" label="Password" type="password" />
      <FormField form={form} name="confirmPassword" label="Confirm" type="password" limitsOf="password" />
      <FormField form={form} name="story" label="Story" as="textarea" rows={4} />
      <FormField form={form} name="size" label="Size" as="select" placeholder="Choose" options={sizes} />
      <FormField form={form} name="consent" label="I agree" as="checkbox" />
      <FormField form={form} name="topics" label="Topics" as="checkboxes" options={topics} />
      <button type="submit">Send</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('labels each control and gives it the contract’s most characters and whether it is required', () => {
    renderPage('/', <ExampleForm />);
    expect(input('Name').maxLength).toBe(40);
    expect(input('Name').required).toBe(true);
    expect(input('Name').getAttribute('autocomplete')).toBe('name');
    // A nullable field's limit is its string part's; the contract does not require it.
    expect(input('Nickname').maxLength).toBe(12);
    expect(input('Nickname').required).toBe(false);
    expect(input('Password').type).toBe('password');
    expect(input('Story').tagName).toBe('TEXTAREA');
    expect(input('Story').maxLength).toBe(500);
    expect(input('Story').getAttribute('rows')).toBe('4');
    expect(input('Story').required).toBe(false);
    expect(input('Size').required).toBe(true);
    expect(
      within(input('Size'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Small', 'Large']);
    // A checkbox is never marked required: that would mean it must be ticked.
    expect(input('I agree').type).toBe('checkbox');
    expect(input('I agree').required).toBe(false);
    expect(screen.getByRole('group', { name: 'Topics' })).toBeTruthy();
    expect(input('Web').type).toBe('checkbox');
  });

  it('marks a field required where the form says so, though the contract does not', () => {
    renderPage('/', <ExampleForm markNickname />);
    expect(input('Nickname').required).toBe(true);
  });

  it('gives a field the contract does not know the limits of the one it repeats', () => {
    renderPage('/', <ExampleForm />);
    expect(input('Confirm').maxLength).toBe(64);
    expect(input('Confirm').required).toBe(true);
  });

  it('describes a control by its hint until it is refused, then by its error too, and marks it invalid', async () => {
    const user = userEvent.setup();
    renderPage('/', <ExampleForm />);
    expect(describedBy(input('Name'))).toEqual(['As on your card']);
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(describedBy(input('Name'))).toEqual(['As on your card', 'name?']);
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('Password'))).toEqual(['password?']);
    expect(describedBy(input('Size'))).toEqual(['size?']);
    expect(input('Size').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input('I agree'))).toEqual(['consent?']);
    expect(input('I agree').getAttribute('aria-invalid')).toBe('true');
    // Fields the contract takes empty say nothing.
    expect(input('Nickname').getAttribute('aria-describedby')).toBeNull();
    expect(input('Story').getAttribute('aria-invalid')).toBeNull();

    await user.type(input('Name'), 'Ada');
    expect(describedBy(input('Name'))).toEqual(['As on your card']);
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('says how long a value may be when it is longer than the contract allows', async () => {
    const user = userEvent.setup();
    renderPage('/', <ExampleForm />);
    // Pasted or filled in by the browser past the input's own limit.
    fireEvent.input(input('Name'), { target: { value: 'A'.repeat(41) } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(describedBy(input('Name'))).toEqual(['As on your card', 'Name may be at most 40 characters.']);
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when a paste was cut to the field’s most characters, in an input or a text area', async () => {
    const user = userEvent.setup();
    renderPage('/', <ExampleForm />);
    await user.click(input('Nickname'));
    await user.paste('The Great Gatsby of Edmonton');
    expect(input('Nickname').value).toHaveLength(12);
    expect(describedBy(input('Nickname'))).toEqual(['Pasted text was cut to 12 characters, the most this field takes.']);
    expect(screen.getByText('Pasted text was cut to 12 characters, the most this field takes.').getAttribute('role')).toBe(
      'status',
    );

    // A paste that fits says nothing more.
    await user.clear(input('Nickname'));
    await user.paste('Gatsby');
    expect(describedBy(input('Nickname'))).toEqual([]);
    expect(screen.queryByText(/Pasted text was cut/)).toBeNull();

    await user.click(input('Story'));
    await user.paste('x'.repeat(501));
    expect(await screen.findByText('Pasted text was cut to 500 characters, the most this field takes.')).toBeTruthy();
  });

  it('says how long a value may be when the server refuses it as too long', async () => {
    const user = userEvent.setup();
    const tooLong = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body/story', message: 'may be at most 500 characters' }],
    });
    renderPage('/', <ExampleForm send={() => Promise.reject(tooLong)} />);
    await user.type(input('Name'), 'Ada');
    await user.type(input('Password'), 'long enough');
    await user.selectOptions(input('Size'), 'Small');
    await user.click(input('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(describedBy(input('Story'))).toEqual(['Story may be at most 500 characters.']));
  });
});
