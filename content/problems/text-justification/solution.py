def full_justify(words, max_width):
    lines = []
    start = 0
    while start < len(words):
        # Take as many words as fit with single spaces between them.
        end = start + 1
        length = len(words[start])
        while end < len(words) and length + 1 + len(words[end]) <= max_width:
            length += 1 + len(words[end])
            end += 1
        line_words = words[start:end]
        gaps = len(line_words) - 1
        if end == len(words) or gaps == 0:
            lines.append(" ".join(line_words).ljust(max_width))
        else:
            spaces = max_width - (length - gaps)
            base, extra = divmod(spaces, gaps)
            parts = []
            for i in range(gaps):
                parts.append(line_words[i] + " " * (base + (1 if i < extra else 0)))
            parts.append(line_words[gaps])
            lines.append("".join(parts))
        start = end
    return lines
