import { describe, expect, it } from 'vitest';
import { avatarColour, avatarSize, avatarSvg, initialsOf } from './profile-image.ts';

describe('profile image', () => {
  it('reads the size from s=WxH, 128 by default, kept between 16 and 512', () => {
    expect(avatarSize('128x128')).toBe(128);
    expect(avatarSize('64x64')).toBe(64);
    expect(avatarSize(undefined)).toBe(128);
    expect(avatarSize('big')).toBe(128);
    expect(avatarSize('4x4')).toBe(16);
    expect(avatarSize('9999x9999')).toBe(512);
  });

  it('makes initials from the first letters of first and last name, in capitals', () => {
    expect(initialsOf('Anne', 'Administrator')).toBe('AA');
    expect(initialsOf('øyvind', 'ansatt')).toBe('ØA');
    expect(initialsOf('Kåre', '')).toBe('K');
    expect(initialsOf(' ', ' ')).toBe('');
  });

  it('derives a stable colour from the id alone', () => {
    expect(avatarColour(2)).toBe(avatarColour(2));
    expect(avatarColour(2)).not.toBe(avatarColour(3));
    expect(avatarColour(2)).toMatch(/^hsl\(\d+, 45%, 42%\)$/);
  });

  it('escapes what it writes into the SVG', () => {
    const svg = avatarSvg({ size: 32, colour: avatarColour(1), initials: '<&' });
    expect(svg).toContain('&lt;&amp;</text>');
    expect(svg).not.toContain('<&');
    expect(svg).toContain('width="32" height="32"');
  });

  it('shows a neutral figure without initials', () => {
    const svg = avatarSvg({ size: 128, colour: avatarColour(1), initials: null });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<circle');
  });
});
