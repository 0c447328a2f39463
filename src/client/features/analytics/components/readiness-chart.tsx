import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { ReadinessArea } from "../api/get-readiness";

/**
 * Mastery per area as horizontal bars, each labelled with its percentage (Recharts; this module is its
 * own chunk, loaded only by the Analytics Hub). The chart is hidden from screen readers and takes no
 * focus (no accessibility layer): the same figures are listed in text beside it.
 */
export default function ReadinessChart({ areas }: { areas: ReadinessArea[] }) {
  const data = areas.map((area) => ({ label: area.label, mastery: area.mastery }));
  return (
    <div aria-hidden className="h-full w-full" data-testid="readiness-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" domain={[0, 100]} tickFormatter={(value: number) => `${value}%`} fontSize={12} />
          <YAxis type="category" dataKey="label" width={120} fontSize={12} interval={0} />
          <Bar dataKey="mastery" fill="var(--color-brand-600)" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            <LabelList
              dataKey="mastery"
              position="right"
              fontSize={12}
              fill="#334155"
              formatter={(value) => `${value}%`}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
