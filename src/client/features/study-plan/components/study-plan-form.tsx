import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ApiError } from "@/client/lib/api-client";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";
import { COMPANIES, ROLE_LEVELS } from "@/shared/constants/practice-options";
import { type SaveStudyPlanInput, saveStudyPlanInputSchema } from "@/shared/schemas/study-plan";
import { useSaveStudyPlan } from "../api/save-study-plan";

const FIELD_CLASSES =
  "mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

type FieldName = "interviewDate" | "company" | "roleLevel";

const SELECTS = [
  { name: "company", label: "Target company", options: COMPANIES },
  { name: "roleLevel", label: "Role level", options: ROLE_LEVELS },
] as const;

/** Settings → Study plan: the interview date, target company and role level the plan is built from. */
export function StudyPlanForm({ saved }: { saved: Omit<SaveStudyPlanInput, "timeZone"> | null }) {
  const save = useSaveStudyPlan();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveStudyPlanInput>({
    resolver: zodResolver(saveStudyPlanInputSchema),
    defaultValues: {
      interviewDate: saved?.interviewDate ?? "",
      company: saved?.company ?? "google",
      roleLevel: saved?.roleLevel ?? "software-engineer",
      timeZone: getBrowserTimeZone(),
    },
  });
  // What was typed stays in the form whatever the server answers; its messages go to the fields.
  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ ...input, timeZone: getBrowserTimeZone() });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const issue of error.issues) {
        const field = issue.path[0];
        if (field === "interviewDate" || field === "company" || field === "roleLevel") {
          setError(field, { message: issue.message });
        }
      }
    }
  });
  const hasFieldError = Boolean(errors.interviewDate || errors.company || errors.roleLevel);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset disabled={save.isPending} className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Your interview</legend>
        <StudyPlanFields register={register} errors={errors} />
        <Button type="submit" size="sm">
          {saved ? "Update plan" : "Create plan"}
        </Button>
      </fieldset>
      <p role="status" className="min-h-5 text-sm">
        {save.isError && !hasFieldError ? (
          <span className="text-red-700">Your plan could not be saved. Please try again.</span>
        ) : save.isSuccess ? (
          <span className="text-green-800">Study plan saved.</span>
        ) : null}
      </p>
    </form>
  );
}

type StudyPlanFieldsProps = {
  register: UseFormRegister<SaveStudyPlanInput>;
  errors: FieldErrors<SaveStudyPlanInput>;
};

/** The interview date and the two selects, each with its error below it. */
function StudyPlanFields({ register, errors }: StudyPlanFieldsProps) {
  const fieldProps = (name: FieldName) => ({
    id: `study-plan-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `study-plan-${name}-error` : undefined,
    className: FIELD_CLASSES,
  });
  const fieldError = (name: FieldName) =>
    errors[name] ? (
      <p id={`study-plan-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]?.message}
      </p>
    ) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div>
        <label htmlFor="study-plan-interviewDate" className="block text-sm font-medium text-slate-900">
          Interview date
        </label>
        <input type="date" {...register("interviewDate")} {...fieldProps("interviewDate")} />
        {fieldError("interviewDate")}
      </div>
      {SELECTS.map(({ name, label, options }) => (
        <div key={name}>
          <label htmlFor={`study-plan-${name}`} className="block text-sm font-medium text-slate-900">
            {label}
          </label>
          <select {...register(name)} {...fieldProps(name)}>
            {options.map((option) => (
              <option key={option} value={option}>
                {formatOptionLabel(option)}
              </option>
            ))}
          </select>
          {fieldError(name)}
        </div>
      ))}
    </div>
  );
}
