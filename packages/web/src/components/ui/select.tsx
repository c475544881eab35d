import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { createContext, startTransition, useContext, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated, useInHydratedPage } from '../../lib/use-hydrated';

/**
 * A select drawn as a still picture: in a page drawn on the server, until React has attached to it (useHydrated).
 * Radix's select sets its state from its parts' refs and layout effects, i.e. synchronous renders inside the
 * hydration's commit, which then also runs every effect of the page in that one task. Drawn still, the select looks
 * the same (its trigger, its value or placeholder) and does nothing, as before hydration; the real one replaces it
 * a task after the controls turn live, in a transition and a commit of its own (then its options, in another).
 */
const StillSelect = createContext<{ value: string | undefined; disabled: boolean } | null>(null);

/**
 * A hook that is false in a page being hydrated until a task after its controls have turned live (useHydrated), then
 * true in a transition of its own, and at once for every later use; true at once in a page drawn in the browser.
 */
function laterThanHydration(): () => boolean {
  let atOnce = false;
  return function useLaterThanHydration() {
    const hydrated = useHydrated();
    const inHydratedPage = useInHydratedPage();
    const [ready, setReady] = useState(() => atOnce || !inHydratedPage);
    useEffect(() => {
      if (!hydrated || ready) return;
      const timer = setTimeout(() => {
        atOnce = true;
        startTransition(() => setReady(true));
      }, 0);
      return () => clearTimeout(timer);
    }, [hydrated, ready]);
    return ready;
  };
}

const useLiveLater = laterThanHydration();
/** Still in a page being hydrated; live a task after its controls have turned live (a commit of its own); else live. */
function useLiveSelect(): boolean {
  const hydrated = useHydrated();
  const live = useLiveLater();
  return hydrated && live;
}

export function Select({ children, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const live = useLiveSelect();
  if (!live) return <StillSelect value={{ value: props.value ?? props.defaultValue, disabled: props.disabled ?? false }}>{children}</StillSelect>;
  return <SelectPrimitive.Root {...props}>{children}</SelectPrimitive.Root>;
}
export const SelectGroup = SelectPrimitive.Group;

export function SelectValue({ placeholder, children, ...props }: ComponentProps<typeof SelectPrimitive.Value>) {
  const still = useContext(StillSelect);
  if (!still) return <SelectPrimitive.Value placeholder={placeholder} {...props}>{children}</SelectPrimitive.Value>;
  // Radix's own rendering of a value: the placeholder while none is chosen, else the given label (or nothing, until
  // the chosen option copies its text in).
  return <span style={{ pointerEvents: 'none' }}>{still.value ? children : placeholder}</span>;
}

const triggerClasses = (className: string | undefined) =>
  cn(
    'flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-input bg-card px-3.5 text-left text-base shadow-xs',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
    'data-[placeholder]:text-muted-foreground aria-invalid:border-destructive [&>span]:truncate',
    className,
  );

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const still = useContext(StillSelect);
  if (still)
    return (
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        dir="ltr"
        data-state="closed"
        disabled={still.disabled}
        {...(still.value ? {} : { 'data-placeholder': '' })}
        className={triggerClasses(className)}
        {...(props as ComponentProps<'button'>)}
      >
        {children}
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </button>
    );
  return (
    <SelectPrimitive.Trigger className={triggerClasses(className)} {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * A closed select draws its options into a detached fragment (to show the chosen one's text and for typing ahead),
 * from a layout effect. In a page drawn on the server that is one more synchronous render in the hydration's commit,
 * for every option of every select (sign-up's day of the month has 31). There, the options come after React has
 * attached and the controls have turned live (useHydrated), in a task and a transition of their own; in a page drawn
 * in the browser (or once those have come), at once.
 */
const useOptionsLater = laterThanHydration();

export function SelectContent({ className, children, position = 'popper', ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  const still = useContext(StillSelect);
  const withOptions = useOptionsLater();
  if (still) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={6}
        className={cn(
          'relative z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] min-w-[8rem] overflow-hidden rounded-xl border border-border bg-card text-foreground shadow-lg',
          position === 'popper' && 'w-[var(--radix-select-trigger-width)]',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-7 items-center justify-center text-muted-foreground">
          <ChevronUp className="size-4" aria-hidden />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{withOptions ? children : null}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-7 items-center justify-center text-muted-foreground">
          <ChevronDown className="size-4" aria-hidden />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** An option; `hint` shows in the list but not in the closed select. */
export function SelectItem({ className, children, hint, ...props }: ComponentProps<typeof SelectPrimitive.Item> & { hint?: ReactNode }) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-10 w-full cursor-default select-none items-center rounded-lg py-2 pl-9 pr-3 text-base outline-none',
        'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-3 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      {hint ? <span className="ml-2 text-sm text-muted-foreground">{hint}</span> : null}
    </SelectPrimitive.Item>
  );
}
