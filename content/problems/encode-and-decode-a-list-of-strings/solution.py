class Codec:
    # Each string is written as its length, a "#", then its characters: ["ab", ""] -> "2#ab0#".
    def encode(self, strs):
        return "".join(f"{len(s)}#{s}" for s in strs)

    def decode(self, s):
        strs = []
        position = 0
        while position < len(s):
            hash_at = s.index("#", position)
            length = int(s[position:hash_at])
            strs.append(s[hash_at + 1 : hash_at + 1 + length])
            position = hash_at + 1 + length
        return strs
