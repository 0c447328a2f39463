def is_palindrome(s):
    def is_alphanumeric(c):
        return c.isascii() and c.isalnum()

    left, right = 0, len(s) - 1
    while left < right:
        if not is_alphanumeric(s[left]):
            left += 1
        elif not is_alphanumeric(s[right]):
            right -= 1
        else:
            if s[left].lower() != s[right].lower():
                return False
            left += 1
            right -= 1
    return True
