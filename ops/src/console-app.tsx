import { Button, Text, ToastRegion } from '@casino/ui/core';
import { type ComponentType, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import {
  currentOperator,
  type OperatorRole,
  type SignedInOperator,
  signOut,
  whenSessionEnds,
} from './console-api';
import { AdjustmentsPage } from './pages/adjustments-page';
import { AuditPage } from './pages/audit-page';
import { CustomerServicePage } from './pages/customer-service-page';
import { DailySummaryPage } from './pages/daily-summary-page';
import { DepositChannelsPage } from './pages/deposit-channels-page';
import { DepositsPage } from './pages/deposits-page';
import { FeedbackPage } from './pages/feedback-page';
import { JackpotPage } from './pages/jackpot-page';
import { KycPage } from './pages/kyc-page';
import { MailPage } from './pages/mail-page';
import { MaintenancePage } from './pages/maintenance-page';
import { OperatorsPage } from './pages/operators-page';
import { PlayersPage } from './pages/players-page';
import { ReleasesPage } from './pages/releases-page';
import { SignInPage } from './pages/sign-in-page';
import { TasksPage } from './pages/tasks-page';
import { VipLevelsPage } from './pages/vip-levels-page';
import { WithdrawalsPage } from './pages/withdrawals-page';
import { SignedInContext } from './signed-in';

interface Section {
  path: string;
  label: string;
  /** Roles besides the owner who see it; the server checks again on every call. */
  roles: OperatorRole[];
  page: ComponentType;
}

const sections: Section[] = [
  { path: 'players', label: 'Players', roles: ['support', 'finance', 'marketing'], page: PlayersPage },
  { path: 'kyc', label: 'KYC reviews', roles: ['support'], page: KycPage },
  { path: 'feedback', label: 'Feedback', roles: ['support'], page: FeedbackPage },
  { path: 'withdrawals', label: 'Withdrawals', roles: ['finance'], page: WithdrawalsPage },
  { path: 'adjustments', label: 'Adjustments', roles: ['finance'], page: AdjustmentsPage },
  { path: 'deposits', label: 'Deposits', roles: ['finance'], page: DepositsPage },
  { path: 'daily-summary', label: 'Daily summary', roles: ['finance'], page: DailySummaryPage },
  { path: 'deposit-channels', label: 'Deposit channels', roles: ['finance'], page: DepositChannelsPage },
  { path: 'mail', label: 'Mail', roles: ['marketing', 'support'], page: MailPage },
  { path: 'vip-levels', label: 'VIP levels', roles: ['marketing'], page: VipLevelsPage },
  { path: 'tasks', label: 'Tasks', roles: ['marketing'], page: TasksPage },
  { path: 'jackpot', label: 'Lucky jackpot', roles: ['marketing'], page: JackpotPage },
  { path: 'customer-service', label: 'Customer service', roles: ['marketing'], page: CustomerServicePage },
  { path: 'releases', label: 'Releases', roles: ['release'], page: ReleasesPage },
  { path: 'maintenance', label: 'Maintenance', roles: [], page: MaintenancePage },
  { path: 'operators', label: 'Operators', roles: [], page: OperatorsPage },
  { path: 'audit', label: 'Audit log', roles: [], page: AuditPage },
];

const visibleTo = (role: OperatorRole) =>
  sections.filter((section) => role === 'owner' || section.roles.includes(role));

/** The console: sign-in, then the sections the operator's role may use. */
export function ConsoleApp() {
  const [operator, setOperator] = useState<SignedInOperator | null | undefined>(undefined);
  useEffect(() => {
    whenSessionEnds(() => setOperator(null));
    void currentOperator().then(setOperator);
  }, []);
  return (
    <BrowserRouter basename="/ops">
      {operator === undefined ? null : operator === null ? (
        <SignInPage onSignedIn={setOperator} />
      ) : (
        <ConsoleFrame
          operator={operator}
          onSignOut={async () => {
            await signOut();
            setOperator(null);
          }}
        />
      )}
      <ToastRegion />
    </BrowserRouter>
  );
}

function ConsoleFrame({ operator, onSignOut }: { operator: SignedInOperator; onSignOut: () => void }) {
  const mine = visibleTo(operator.role);
  return (
    <SignedInContext.Provider value={operator}>
      <div className="console">
        <nav className="console-nav" aria-label="Sections">
          <Text weight="bold" size="lg">
            Operator console
          </Text>
          <ul>
            {mine.map((section) => (
              <li key={section.path}>
                <NavLink to={`/${section.path}`}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
          <div className="console-who">
            <Text size="sm">
              {operator.name} · {operator.role}
            </Text>
            <Button size="sm" variant="secondary" onClick={onSignOut}>
              Sign out
            </Button>
          </div>
        </nav>
        <main className="console-main">
          <Routes>
            {mine.map((section) => (
              <Route key={section.path} path={`/${section.path}/*`} element={<section.page />} />
            ))}
            <Route path="*" element={<Navigate to={`/${mine[0]?.path ?? ''}`} replace />} />
          </Routes>
        </main>
      </div>
    </SignedInContext.Provider>
  );
}
