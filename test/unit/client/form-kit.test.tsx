import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import {
  CheckboxField,
  EmailField,
  emailError,
  fieldErrors,
  Form,
  PasswordField,
  repeatError,
  SelectField,
  StatusRegion,
  TextField,
  textError,
  type FormState,
} from '../../../src/client/forms/form-kit';
import { SignInNote, TextAreaField } from '../../../src/client/components/community-kit';
import type { Translate } from '../../../src/client/i18n/translate';

const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key}(${Object.values(params).join(',')})` : key)) as Translate;
const noop = () => {};
const html = (node: ReactNode) => renderToStaticMarkup(node);
/** The value of `attribute` on the first element that has it (React writes camelCase for some). */
const attr = (markup: string, attribute: string) => new RegExp(`${attribute}="([^"]*)"`, 'i').exec(markup)?.[1];

describe('form-kit fields', () => {
  it('ties label, hint and error to the control', () => {
    const markup = html(<TextField name="a" label="A" value="" onChange={noop} hint="H" error="E" />);
    const id = attr(markup, 'for');
    expect(id).toBeTruthy();
    expect(markup).toContain(`<input id="${id}"`);
    expect(attr(markup, 'aria-describedby')).toBe(`${id}-hint ${id}-error`);
    expect(attr(markup, 'aria-invalid')).toBe('true');
    expect(markup).toContain(`<p class="field-hint" id="${id}-hint">H</p>`);
    expect(markup).toContain(`<p class="field-error" id="${id}-error">E</p>`);
  });

  it('leaves the aria wiring out when there is neither hint nor error', () => {
    const markup = html(<TextField name="a" label="A" value="" onChange={noop} />);
    expect(markup).not.toContain('aria-describedby');
    expect(markup).not.toContain('aria-invalid');
    expect(markup).not.toContain('field-hint');
    expect(markup).not.toContain('field-error');
  });

  it('an e-mail field is typed, with the e-mail keyboard and autocomplete', () => {
    const markup = html(<EmailField name="email" label="E" value="" onChange={noop} required />);
    expect(attr(markup, 'type')).toBe('email');
    expect(attr(markup, 'inputMode')).toBe('email');
    expect(attr(markup, 'autoComplete')).toBe('email');
    expect(attr(markup, 'maxLength')).toBe('254');
    expect(attr(html(<EmailField name="username" label="E" value="" onChange={noop} autoComplete="username" />), 'autoComplete')).toBe('username');
  });

  it('a password field has its purpose, length and show/hide toggle', () => {
    const fresh = html(<PasswordField t={t} purpose="new" name="p" label="P" value="" onChange={noop} required />);
    expect(attr(fresh, 'type')).toBe('password');
    expect(attr(fresh, 'autoComplete')).toBe('new-password');
    expect(attr(fresh, 'maxLength')).toBe('128');
    expect(fresh).toContain('common:form.passwordHint(8)');
    expect(fresh).toContain('<button type="button" class="field-toggle" aria-pressed="false">common:form.showPassword</button>');
    const current = html(<PasswordField t={t} purpose="current" name="p" label="P" value="" onChange={noop} />);
    expect(attr(current, 'autoComplete')).toBe('current-password');
    expect(current).not.toContain('field-hint');
    expect(attr(html(<PasswordField t={t} purpose="repeat" name="r" label="R" value="" onChange={noop} />), 'autoComplete')).toBe('new-password');
  });

  it('select, checkbox and text area share the wiring', () => {
    const select = html(<SelectField name="s" label="S" value="a" options={[{ value: 'a', label: 'A' }]} onChange={noop} error="E" />);
    expect(attr(select, 'aria-describedby')).toBe(`${attr(select, 'for')}-error`);
    const checkbox = html(<CheckboxField name="c" label="C" checked={false} onChange={noop} error="E" />);
    expect(attr(checkbox, 'aria-describedby')).toBe(`${attr(checkbox, 'for')}-error`);
    const area = html(<TextAreaField name="t" label="T" value="" onChange={noop} maxLength={9} hint="H" />);
    const id = attr(area, 'for');
    expect(area).toContain(`<textarea id="${id}"`);
    expect(attr(area, 'aria-describedby')).toBe(`${id}-hint`);
  });
});

describe('form-kit regions and form', () => {
  it('the status region is a polite live region, present while empty', () => {
    expect(html(<StatusRegion status={null} />)).toBe('<p class="form-status" role="status" aria-live="polite"></p>');
    expect(html(<StatusRegion status={{ kind: 'error', text: 'X' }} />)).toBe('<p class="form-status form-status-error" role="status" aria-live="polite">X</p>');
    expect(html(<SignInNote text="X" signInHref="/login" signInLabel="L" />)).toBe(
      '<div class="notice" role="status" aria-live="polite"><p>X</p><a class="button" href="/login">L</a></div>',
    );
  });

  it('a form ends with its status and the submit button, which tells when a call is out', () => {
    const form = (pending: boolean) => ({ pending, pendingText: 'Saving', status: null, errors: {}, formRef: { current: null } }) as unknown as FormState;
    const idle = html(<Form form={form(false)} onSubmit={noop} submitLabel="Save" className="account-form"><i /></Form>);
    expect(idle).toBe(
      '<form class="account-form" noValidate=""><i></i><p class="form-status" role="status" aria-live="polite"></p><button type="submit" class="form-submit">Save</button></form>',
    );
    const busy = html(<Form form={form(true)} onSubmit={noop} submitLabel="Save" statusOutside><i /></Form>);
    expect(busy).toBe('<form noValidate="" aria-busy="true"><i></i><button type="submit" class="form-submit" disabled="" aria-disabled="true">Saving</button></form>');
  });
});

describe('form-kit checks', () => {
  it('keeps only the failed checks', () => {
    expect(fieldErrors({ a: false, b: undefined, c: 'C', d: '' })).toEqual({ c: 'C' });
  });

  it('tells required, too short, invalid e-mail and a differing repeat apart', () => {
    const rule = { min: 3, max: 5, trim: true };
    expect(textError(' ', rule, t)).toBe('common:form.required');
    expect(textError(' ab ', rule, t)).toBe('common:form.tooShort(3)');
    expect(textError(' abc ', rule, t)).toBeUndefined();
    expect(textError('abcdef', rule, t)).toBe('common:form.tooLong(5)');
    expect(textError('', { ...rule, min: 0 }, t)).toBeUndefined();
    expect(emailError('  ', t)).toBe('common:form.required');
    expect(emailError('  ', t, true)).toBeUndefined();
    expect(emailError(`${'a'.repeat(250)}@b.de`, t)).toBe('common:form.tooLong(254)');
    expect(emailError('nope', t)).toBe('common:form.invalidEmail');
    expect(emailError(' a@b.de ', t)).toBeUndefined();
    expect(repeatError('', 'x', t)).toBe('common:form.required');
    expect(repeatError('y', 'x', t)).toBe('common:form.passwordsDiffer');
    expect(repeatError('x', 'x', t)).toBeUndefined();
  });
});
