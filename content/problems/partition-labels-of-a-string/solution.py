def partition_labels(s):
    last = {letter: i for i, letter in enumerate(s)}
    sizes = []
    start = end = 0  # the part cannot close before the last occurrence of any letter it holds
    for i, letter in enumerate(s):
        end = max(end, last[letter])
        if i == end:
            sizes.append(end - start + 1)
            start = i + 1
    return sizes
