import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';

const LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/cancel-subscription', label: 'Cancel Subscription' },
] as const;

export function LandingHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <a href="#features" className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
            Features
          </a>
          <a href="#recipes" className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
            Recipes
          </a>
          <a href="#pricing" className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
            Pricing
          </a>
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/signup">Start Free Trial</Link>
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="landing-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {open ? (
        <nav id="landing-menu" aria-label="Mobile" className="border-t border-border bg-card px-4 pb-4 md:hidden" onClick={() => setOpen(false)}>
          <ul className="flex flex-col py-2">
            <li>
              <a href="#features" className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-muted">
                Features
              </a>
            </li>
            <li>
              <a href="#recipes" className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-muted">
                Recipes
              </a>
            </li>
            <li>
              <a href="#pricing" className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-muted">
                Pricing
              </a>
            </li>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="flex min-h-12 items-center rounded-lg px-3 text-base font-medium hover:bg-muted">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/login">Sign In</Link>
          </Button>
        </nav>
      ) : null}
    </header>
  );
}
