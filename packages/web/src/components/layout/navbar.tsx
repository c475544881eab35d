import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, Settings, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth/get-user';
import { cn } from '../../lib/cn';
import { Logo } from '../logo';
import { Button } from '../ui/button';
import { SIGNED_OUT_NAV, type NavItem, signedInNavFor } from './nav-links';

function linkClasses(item: NavItem, isActive: boolean, mobile: boolean) {
  return cn(
    'rounded-lg font-medium transition-colors',
    mobile ? 'flex min-h-12 items-center px-3 text-base' : 'px-2.5 py-2 text-sm',
    item.destructive
      ? 'text-destructive hover:bg-destructive-soft'
      : isActive
        ? 'bg-primary-soft text-primary'
        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/** The navigation bar of document 000 section 2; on narrow screens its links live in a menu. */
export function Navbar() {
  const { user, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const signedIn = user !== null;
  const items = signedIn ? signedInNavFor(user.role) : SIGNED_OUT_NAV;
  // Nine links need a wide screen; the shorter signed-out bar fits from 1024 px.
  const inlineFrom = signedIn ? 'xl' : 'lg';

  const actions = signedIn ? (
    <Button asChild variant="outline" size="sm">
      <Link to="/account" aria-label="Settings">
        <Settings aria-hidden />
        <span>Settings</span>
      </Link>
    </Button>
  ) : (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/signup">Sign Up</Link>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        {isLoading ? null : (
          <>
            <nav aria-label="Main" className={cn('hidden items-center gap-0.5', inlineFrom === 'xl' ? 'xl:flex' : 'lg:flex')}>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === '/'} className={({ isActive }) => linkClasses(item, isActive, false)}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <div className="flex items-center gap-2">
              <div className={cn('hidden items-center gap-2 sm:flex')}>{actions}</div>
              <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
                <DialogPrimitive.Trigger asChild>
                  <Button variant="outline" size="icon" className={inlineFrom === 'xl' ? 'xl:hidden' : 'lg:hidden'} aria-label="Open menu">
                    <Menu aria-hidden />
                  </Button>
                </DialogPrimitive.Trigger>
                <DialogPrimitive.Portal>
                  <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
                  <DialogPrimitive.Content className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-2xl border-b border-border bg-card p-4 shadow-xl focus:outline-none">
                    <div className="mb-2 flex items-center justify-between">
                      <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
                      <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
                      <DialogPrimitive.Close asChild>
                        <Button variant="ghost" size="icon" aria-label="Close menu">
                          <X aria-hidden />
                        </Button>
                      </DialogPrimitive.Close>
                    </div>
                    <nav aria-label="Mobile" className="flex flex-col gap-1">
                      {items.map((item) => (
                        <NavLink
                          key={item.to}
                          to={item.to}
                          end={item.to === '/'}
                          onClick={() => setOpen(false)}
                          className={({ isActive }) => linkClasses(item, isActive, true)}
                        >
                          {item.label}
                        </NavLink>
                      ))}
                    </nav>
                    <div className="mt-4 grid gap-2 border-t border-border pt-4 sm:hidden" onClick={() => setOpen(false)}>
                      {signedIn ? (
                        <Button asChild variant="outline" size="lg">
                          <Link to="/account">
                            <Settings aria-hidden />
                            Settings
                          </Link>
                        </Button>
                      ) : (
                        <>
                          <Button asChild variant="outline" size="lg">
                            <Link to="/login">Login</Link>
                          </Button>
                          <Button asChild size="lg">
                            <Link to="/signup">Sign Up</Link>
                          </Button>
                        </>
                      )}
                    </div>
                  </DialogPrimitive.Content>
                </DialogPrimitive.Portal>
              </DialogPrimitive.Root>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
