import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; when two Tailwind utilities conflict (hidden / inline-flex), the later one wins. */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
