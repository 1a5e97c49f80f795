import { useState } from 'react';
import { Plus, Rocket } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { NewProjectForm } from '../features/projects/new-project-form.tsx';
import { ProjectCard } from '../features/projects/project-card.tsx';
import { useProjects } from '../features/projects/use-projects.ts';
import { NoWorkspace } from '../features/workspaces/no-workspace.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';

export default function DashboardPage() {
  const { user, currentWorkspace } = useAuth();
  const projects = useProjects(currentWorkspace?.id);
  const [creating, setCreating] = useState(false);
  if (!currentWorkspace) return <NoWorkspace />;
  const canManage = currentWorkspace.role === 'owner' || currentWorkspace.role === 'admin';
  const firstName = user?.displayName.split(' ')[0];

  return (
    <>
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Dashboard'}
        description={`Projects in ${currentWorkspace.name}. Each one is a site with its own install snippet.`}
        actions={
          canManage &&
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              New project
            </Button>
          )
        }
      />
      {creating && <NewProjectForm workspaceId={currentWorkspace.id} onDone={() => setCreating(false)} />}
      {projects.isPending ? (
        <div className="flex justify-center py-16 text-zinc-500">
          <Spinner label="Loading projects" />
        </div>
      ) : projects.isError ? (
        <Card>
          <EmptyState title="Could not load projects" description={projects.error.message} />
        </Card>
      ) : projects.data.length === 0 ? (
        !creating && (
          <Card>
            <EmptyState
              icon={Rocket}
              title="Add your first site"
              description={
                canManage
                  ? 'Create a project for a site, paste its snippet into the page, and feedback starts arriving here live.'
                  : 'No projects yet. An owner or admin of this workspace can add one.'
              }
            />
          </Card>
        )
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {projects.data.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      )}
    </>
  );
}
