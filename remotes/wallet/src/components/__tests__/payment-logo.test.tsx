import { aBank } from '@casino/devkit/mocks';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentLogo, payoutLogoOf } from '../payment-logo';

afterEach(cleanup);

describe('PaymentLogo', () => {
  it('shows the configured icon at 40x40, decorative (the name is beside it), eager unless asked to be lazy', () => {
    const { container, rerender } = render(<PaymentLogo icon="/media/payment/ewallet-teal.svg" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/payment/ewallet-teal.svg');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['40', '40']);
    expect(image?.getAttribute('loading')).toBe('eager');
    rerender(<PaymentLogo icon="/media/payment/ewallet-teal.svg" lazy />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('draws the neutral glyph in the same box when there is no icon or it fails to load', () => {
    for (const icon of [undefined, '', '  ']) {
      cleanup();
      const { container } = render(<PaymentLogo icon={icon} />);
      expect(container.querySelector('img'), String(icon)).toBeNull();
      expect(container.querySelector('[aria-hidden="true"] svg'), String(icon)).not.toBeNull();
    }
    cleanup();
    const { container } = render(<PaymentLogo icon="/media/payment/gone.svg" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});

describe('payoutLogoOf', () => {
  const banks = [aBank({ id: 1, icon: '/media/payment/bank-navy.svg' }), aBank({ id: 7, name: 'GCash' })];

  it('finds the logo of the institution an account is at, and none for an unknown or unnamed one', () => {
    expect(payoutLogoOf(banks, 1)).toBe('/media/payment/bank-navy.svg');
    expect(payoutLogoOf(banks, 7)).toBeUndefined();
    expect(payoutLogoOf(banks, 99)).toBeUndefined();
    expect(payoutLogoOf(banks, undefined)).toBeUndefined();
  });
});
