import { readLocal, writeLocal } from '@casino/storage';

/** What the chat looks like on this device (kept in the browser, not on the server). */
export interface ChatDisplaySettings {
  /** `brand`: the brand theme's own scheme; `dark` / `light` invert it when it is the other one. */
  scheme: 'brand' | 'dark' | 'light';
  fontSize: 'small' | 'medium' | 'large';
}

export const CHAT_DISPLAY_KEY = 'chatDisplay';
export const defaultDisplay: ChatDisplaySettings = { scheme: 'brand', fontSize: 'medium' };

const SCHEMES = ['brand', 'dark', 'light'] as const;
const SIZES = ['small', 'medium', 'large'] as const;

export function readDisplaySettings(): ChatDisplaySettings {
  try {
    const raw = readLocal(CHAT_DISPLAY_KEY);
    if (!raw) return defaultDisplay;
    const value = JSON.parse(raw) as Partial<ChatDisplaySettings>;
    return {
      scheme: SCHEMES.find((s) => s === value.scheme) ?? defaultDisplay.scheme,
      fontSize: SIZES.find((s) => s === value.fontSize) ?? defaultDisplay.fontSize,
    };
  } catch {
    return defaultDisplay;
  }
}

export function saveDisplaySettings(settings: ChatDisplaySettings): void {
  writeLocal(CHAT_DISPLAY_KEY, JSON.stringify(settings));
}
