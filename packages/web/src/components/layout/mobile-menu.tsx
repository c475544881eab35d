import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Settings, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../ui/button';
import type { NavItem } from './nav-links';

/**
 * The navigation bar's menu on narrow screens (a dialog). Its own chunk, loaded when the page is idle or the menu is
 * about to open: the dialog's libraries (focus trap, scroll lock, dismissal) are not needed to draw a page, and a
 * public page drawn on the server should not evaluate and attach them before it is usable.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  items,
  signedIn,
  linkClasses,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  signedIn: boolean;
  linkClasses: (item: NavItem, isActive: boolean, mobile: boolean) => string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-2xl border-b border-border bg-card p-4 shadow-xl focus:outline-none"
          // The trigger is the navigation bar's own button (not a Radix trigger): focus goes back to it on closing.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
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
              <NavLink key={item.to} to={item.to} end={item.to === '/'} onClick={close} className={({ isActive }) => linkClasses(item, isActive, true)}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-4 grid gap-2 border-t border-border pt-4 sm:hidden" onClick={close}>
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
  );
}
