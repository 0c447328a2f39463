class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        words = set(wordDict)
        lengths = sorted({len(w) for w in words})

        @cache
        def can(i: int) -> bool:
            if i == len(s):
                return True
            for L in lengths:
                if i + L > len(s):
                    break
                if s[i:i + L] in words and can(i + L):
                    return True
            return False

        return can(0)
