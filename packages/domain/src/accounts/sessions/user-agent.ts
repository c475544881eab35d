/** What a person recognises a device by: "Chrome on Windows", "Safari on iPhone". */
export interface DeviceDescription {
  readonly browser: string;
  readonly os: string;
  readonly label: string;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", every browser on iOS is Safari underneath.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bElectron\//, 'Larder console'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(curl|Wget|python-requests|node-fetch|undici|okhttp)\b/i, 'A program'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

/** A User-Agent header in words; "Unknown browser" and "unknown device" when it says nothing we know. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown browser';
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'unknown device';
  return { browser, os, label: `${browser} on ${os}` };
}
