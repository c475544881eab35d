import { Menu, Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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

type MenuComponent = (typeof import('./mobile-menu'))['default'];
let loadedMenu: MenuComponent | null = null;
const loadMenu = (): Promise<MenuComponent> =>
  import('./mobile-menu').then((module) => {
    loadedMenu = module.default;
    return module.default;
  });

/** The navigation bar of document 000 section 2; on narrow screens its links live in a menu. */
export function Navbar() {
  const { user, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  // The menu (a dialog, its own chunk) is drawn from its first opening on; its chunk loads once the page is idle (or
  // when the pointer or focus comes to the button), so that it opens at once on the press, as it did in the bundle.
  const [MobileMenu, setMobileMenu] = useState<MenuComponent | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadMenu());
    return () => cancel(id);
  }, []);
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
              <Button
                ref={triggerRef}
                variant="outline"
                size="icon"
                className={inlineFrom === 'xl' ? 'xl:hidden' : 'lg:hidden'}
                aria-label="Open menu"
                aria-haspopup="dialog"
                aria-expanded={open}
                data-state={open ? 'open' : 'closed'}
                onPointerEnter={() => void loadMenu()}
                onFocus={() => void loadMenu()}
                onClick={() => {
                  if (loadedMenu) {
                    setMobileMenu(() => loadedMenu);
                    setOpen(true);
                  } else
                    void loadMenu().then((menu) => {
                      setMobileMenu(() => menu);
                      setOpen(true);
                    });
                }}
              >
                <Menu aria-hidden />
              </Button>
              {MobileMenu ? <MobileMenu open={open} onOpenChange={setOpen} items={items} signedIn={signedIn} linkClasses={linkClasses} triggerRef={triggerRef} /> : null}
            </div>
          </>
        )}
      </div>
    </header>
  );
}
