import { beforeEach, describe, expect, it } from 'vitest';
import { readAdParams, rememberLandingParams, takeFirstLoading } from '../persistent-keys';

beforeEach(() => localStorage.clear());

describe('persistent keys (spec 9)', () => {
  it('keeps the landing URL’s attribution parameters in ad_params, and nothing else', () => {
    rememberLandingParams('?utm_source=fb&gclid=abc&redirect=/vip&themeViewId=x');
    expect(JSON.parse(localStorage.getItem('ad_params') ?? '')).toEqual({ utm_source: 'fb', gclid: 'abc' });
    expect(readAdParams()).toEqual({ utm_source: 'fb', gclid: 'abc' });
  });

  it('leaves earlier ad_params alone when a later landing has none', () => {
    rememberLandingParams('?utm_campaign=spring');
    rememberLandingParams('?redirect=/vip');
    expect(readAdParams()).toEqual({ utm_campaign: 'spring' });
  });

  it('stores an appId passed by the landing URL and ignores a malformed one', () => {
    rememberLandingParams('?appId=partner.ph-01');
    expect(localStorage.getItem('appId')).toBe('partner.ph-01');
    rememberLandingParams('?appId=%3Cscript%3E');
    expect(localStorage.getItem('appId')).toBe('partner.ph-01');
  });

  it('reports the first loading once per device', () => {
    expect(takeFirstLoading()).toBe(true);
    expect(localStorage.getItem('first_loading')).not.toBeNull();
    expect(takeFirstLoading()).toBe(false);
  });

  it('reads a corrupt ad_params as none', () => {
    localStorage.setItem('ad_params', '{not json');
    expect(readAdParams()).toEqual({});
  });
});
