import { useLingui } from '@lingui/react/macro'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'

/**
 * Rich text in the desk (Tiptap), limited to what the server keeps (its sanitizer's allow-list:
 * paragraphs, two heading levels, lists, quotes, bold, italic, code, links): what the editor
 * shows is what the site will show. Loaded only with the desk's editing screens.
 */
export function RichTextEditor({ id, label, value, onChange, describedBy }: { id: string; label: string; value: string; onChange: (html: string) => void; describedBy?: string }) {
  const { t } = useLingui()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-editor__area rich-text',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // A value set from outside (the other editor's version, a reset) replaces what is shown.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      list: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  })
  if (!editor) return <div className="rich-editor rich-editor--loading" />
  const chain = () => editor.chain().focus()
  const link = () => {
    const href = window.prompt(t`Адрес ссылки (https://…)`, editor.getAttributes('link').href ?? 'https://')
    if (href === null) return
    if (href === '') chain().unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href }).run()
  }
  const buttons: Array<[string, boolean | undefined, () => void]> = [
    [t`Жирный`, active?.bold, () => chain().toggleBold().run()],
    [t`Курсив`, active?.italic, () => chain().toggleItalic().run()],
    [t`Подзаголовок`, active?.h3, () => chain().toggleHeading({ level: 3 }).run()],
    [t`Список`, active?.list, () => chain().toggleBulletList().run()],
    [t`Нумерованный список`, active?.ordered, () => chain().toggleOrderedList().run()],
    [t`Цитата`, active?.quote, () => chain().toggleBlockquote().run()],
    [t`Ссылка`, active?.link, link],
  ]
  return (
    <div className="rich-editor">
      <div className="rich-editor__tools" role="toolbar" aria-label={t`Оформление: ${label}`}>
        {buttons.map(([name, pressed, run]) => (
          <button key={name} type="button" className="button button--ghost" aria-pressed={pressed ?? false} onClick={run}>
            {name}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
