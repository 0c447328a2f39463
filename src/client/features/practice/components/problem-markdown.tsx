import { clsx } from "clsx";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * Block code is a <pre><code>; inline code is a bare <code>. The <pre> carries the block's frame, so
 * the inline style is reset inside it (`[pre_&]:`).
 */
const COMPONENTS: Components = {
  p: ({ node: _, ...props }) => <p className="break-words" {...props} />,
  ul: ({ node: _, ...props }) => <ul className="list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _, ...props }) => <ol className="list-decimal space-y-1 pl-5" {...props} />,
  li: ({ node: _, ...props }) => <li className="break-words pl-1" {...props} />,
  strong: ({ node: _, ...props }) => <strong className="font-semibold text-slate-900" {...props} />,
  a: ({ node: _, ...props }) => (
    <a className="font-medium text-brand-700 underline" target="_blank" rel="noopener noreferrer" {...props} />
  ),
  pre: ({ node: _, ...props }) => (
    <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm leading-relaxed text-slate-100" {...props} />
  ),
  code: ({ node: _, ...props }) => (
    <code
      className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900 [pre_&]:bg-transparent [pre_&]:p-0 [pre_&]:text-slate-100"
      {...props}
    />
  ),
  h1: ({ node: _, ...props }) => <h3 className="text-base font-semibold text-slate-900" {...props} />,
  h2: ({ node: _, ...props }) => <h3 className="text-base font-semibold text-slate-900" {...props} />,
  h3: ({ node: _, ...props }) => <h3 className="text-base font-semibold text-slate-900" {...props} />,
  table: ({ node: _, ...props }) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm tabular-nums" {...props} />
    </div>
  ),
  th: ({ node: _, ...props }) => (
    <th className="border-b border-slate-300 px-2 py-1 text-xs font-semibold text-slate-600" {...props} />
  ),
  td: ({ node: _, ...props }) => <td className="border-b border-slate-100 px-2 py-1 align-top" {...props} />,
  blockquote: ({ node: _, ...props }) => (
    <blockquote className="border-l-4 border-slate-200 pl-3 text-slate-700" {...props} />
  ),
};

/**
 * A statement or editorial written in Markdown (library and AI problems alike): lists, code blocks,
 * emphasis, inline code and GitHub's tables (an editorial's dry run). Raw HTML in the text is dropped (`skipHtml`), never rendered, and react-markdown's
 * default URL filter refuses `javascript:` links: model-written text cannot inject markup. Headings
 * inside a statement become h3, under the page's h1 and the sections' h2.
 */
const PLUGINS = [remarkGfm];

export function ProblemMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={clsx("min-w-0 space-y-3 leading-relaxed", className ?? "text-slate-800")}>
      <Markdown skipHtml components={COMPONENTS} remarkPlugins={PLUGINS}>
        {text}
      </Markdown>
    </div>
  );
}
