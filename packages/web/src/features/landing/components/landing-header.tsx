import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { LogoMark } from '../../../components/logo-mark';
import { buttonClasses } from '../../../components/ui/button';

/** Document 000: header links to /contact, /cancel-subscription, /login and /signup, and the page's own anchors. */
const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#recipes', label: 'Recipes' },
  { href: '#pricing', label: 'Pricing' },
] as const;
const LINKS = [
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/cancel-subscription', label: 'Cancel Subscription' },
] as const;

const linkClass = 'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';
const mobileClass = 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-muted';

/**
 * The landing page's own header. Plain links (no client router): the landing page is its own small
 * bundle so that a first visit loads fast, and every link opens the full app.
 */
export function LandingHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <a href="/" className="inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-foreground" aria-label="Larder home">
          <LogoMark />
          <span>Larder</span>
        </a>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {[...ANCHORS, ...LINKS].map((link) => (
            <a key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a href="/login" className={buttonClasses('ghost', 'sm', 'hidden sm:inline-flex')}>
            Sign In
          </a>
          <a href="/signup" className={buttonClasses('default', 'sm')}>
            Start Free Trial
          </a>
          <button
            type="button"
            className={buttonClasses('outline', 'icon', 'lg:hidden')}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="landing-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
      </div>
      {open ? (
        <nav id="landing-menu" aria-label="Mobile" className="border-t border-border bg-card px-4 pb-4 lg:hidden" onClick={() => setOpen(false)}>
          <ul className="flex flex-col py-2">
            {[...ANCHORS, ...LINKS].map((link) => (
              <li key={link.href}>
                <a href={link.href} className={mobileClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a href="/login" className={buttonClasses('outline', 'lg', 'w-full')}>
            Sign In
          </a>
        </nav>
      ) : null}
    </header>
  );
}
