/** Something the operators must look at now (a spike of card declines, say). */
export interface OperatorAlert {
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
}

/** Tells the operators: the real adapter logs at error level and emails the support address. */
export interface OperatorAlerts {
  raise(alert: OperatorAlert): Promise<void>;
}
export const OPERATOR_ALERTS = Symbol('OperatorAlerts');
