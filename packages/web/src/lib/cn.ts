import { clsx, type ClassValue } from 'clsx';

/** Joins class names (clsx); later Tailwind utilities are written to win by order. */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
