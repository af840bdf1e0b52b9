import type { AdminPaths } from '../adminPaths';
import type { AdminProblem } from '../adminProblems';
import { AdminDocument } from './AdminDocument';

interface ProblemPageProps {
  problem: AdminProblem;
  siteName: string;
  paths: AdminPaths;
  loggedIn: boolean;
  /** Where the way back leads: the login form when the problem is a missing login. */
  next: { href: string; label: string };
}

export function ProblemPage({ problem, siteName, paths, loggedIn, next }: ProblemPageProps) {
  return (
    <AdminDocument title={problem.title} siteName={siteName} paths={paths} loggedIn={loggedIn}>
      <div className="panel">
        <h1>{problem.title}</h1>
        <p>{problem.message}</p>
        <p>{problem.hint}</p>
        <p>
          <a href={next.href}>{next.label}</a>
        </p>
      </div>
    </AdminDocument>
  );
}
