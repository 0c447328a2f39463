def longest_palindrome(s):
    best_start, best_length = 0, 0
    n = len(s)
    for i in range(n):
        for left, right in ((i, i), (i, i + 1)):  # odd, then even length
            while left >= 0 and right < n and s[left] == s[right]:
                left -= 1
                right += 1
            length = right - left - 1
            if length > best_length:
                best_start, best_length = left + 1, length
    return s[best_start:best_start + best_length]
