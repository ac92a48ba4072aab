// Goal panel (SPEC.md §2): pick a study goal by category, then a city from the Popular Cities grid. The
// choice is remembered for the visit, and the city opens the directory's list of institutions for that
// goal in that city. Without scripts the header's link opens the same steps at /choose-goal.
import { Link } from "react-router";
import { useState } from "react";
import { saveStudyGoal, useStudyGoal } from "../../lib/study-goal.ts";
import { Modal } from "../ui/modal.tsx";
import { CityChoices, GoalOptions } from "./goal-choices.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function GoalPanel({ open, onOpenChange }: Props) {
  const stored = useStudyGoal();
  const [goal, setGoal] = useState<string | null>(null);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setGoal(null);
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      testId="goal-panel"
      title={goal ? "Popular Cities" : "Select Your Study Preference"}
      description={
        goal ? `Where would you like to study ${goal}?` : "Pick a course and we will show colleges that match."
      }
    >
      {goal ? (
        <CityChoices
          goal={goal}
          onChoose={(city) => {
            saveStudyGoal({ goal, city });
            close(false);
          }}
        />
      ) : (
        <div className="space-y-5">
          <GoalOptions
            chosen={stored?.goal}
            onChoose={(option) => {
              saveStudyGoal({ goal: option });
              setGoal(option);
            }}
          />
          <div className="border-t border-slate-200 pt-4 text-right">
            <Link
              to="/"
              onClick={() => close(false)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Skip
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
